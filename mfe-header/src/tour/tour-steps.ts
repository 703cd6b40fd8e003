/** The guided tour of a brand-new blogger (A§2.6): standard steps on the header's icons, then appearance. */
export interface TourStep {
  template: 'standard' | 'appearance';
  title: string;
  text: string;
  /** Accessible name of the header control the step points at; none: centred. */
  target: string | null;
}

export function tourSteps(canMessage: boolean): TourStep[] {
  const steps: TourStep[] = [
    { template: 'standard', title: 'Make a post', text: 'Text, photos, quotes, links, chats, audio and video all start here.', target: 'Compose a post' },
    { template: 'standard', title: 'Your activity', text: 'New followers, likes and reblogs of your posts show up here.', target: 'Activity' },
  ];
  if (canMessage) steps.push({ template: 'standard', title: 'Messages', text: 'Talk to the blogs you follow.', target: 'Messaging' });
  steps.push({ template: 'appearance', title: 'Make it yours', text: 'Pick a title, colours, an avatar and a header image for your blog.', target: null });
  return steps;
}
