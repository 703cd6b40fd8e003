/** Mounted for signed-in people and invisible until a blog is opened; the drawer comes with the blog viewer issue. */
export function PeeprRoot() {
  return <div data-remote="mfe-peepr" hidden />;
}
