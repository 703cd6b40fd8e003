/** The product's base font, the stack the shell's page sets: the api's own plain pages read like the rest. */
export const PAGE_FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";
