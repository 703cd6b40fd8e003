declare module 'td-monolith-modules' {
  export const MONOLITH_MODULES: Record<string, () => Promise<unknown>>;
}
