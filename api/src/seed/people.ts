import type { ThemeParams } from '../contracts.js';

/** Demo accounts; every password is documented in api/README.md. */
export interface SeedUser {
  email: string;
  password: string;
  blogs: SeedBlog[];
  /** May see the reports of posts (/admin/reports). */
  admin?: boolean;
  /** May open the platform console (/platform). */
  platformAdmin?: boolean;
}

export interface SeedBlog {
  name: string;
  title: string;
  description: string;
  theme: Partial<ThemeParams>;
  /** Key of a seed image to use as the header, if any. */
  header?: string;
  submissions?: boolean;
  /** New accounts follow featured blogs. */
  featured?: boolean;
}

export const SEED_USERS: SeedUser[] = [
  {
    email: 'demo@example.com',
    password: 'demo-password',
    admin: true,
    platformAdmin: true,
    blogs: [
      {
        name: 'tumbledemo',
        title: 'Tumbledemo',
        description: '<p>The demo account’s main blog: a bit of everything. <b>Asks and submissions open.</b></p>',
        theme: { background_color: '#F4F1EA', link_color: '#D95E40', title_color: '#2E2A24', title_font: 'Georgia' },
        header: 'sunset',
        submissions: true,
      },
      {
        name: 'demo-sketches',
        title: 'Demo Sketches',
        description: '<p>Doodles, studies and works in progress.</p>',
        theme: { background_color: '#1F2430', link_color: '#7FD1B9', title_color: '#FFFFFF', avatar_shape: 'square', title_font_weight: 'regular' },
        header: 'mosaic',
      },
    ],
  },
  {
    email: 'friend@example.com',
    password: 'friend-password',
    blogs: [
      {
        name: 'friendly',
        title: 'Friendly Neighbourhood Blog',
        description: '<p>Small joys, long walks, and whatever the cat did today.</p>',
        theme: { background_color: '#E8F3EC', link_color: '#2F7D4F', title_color: '#1D3B2A', title_font: 'Helvetica Neue' },
        header: 'mountains',
      },
    ],
  },
  {
    email: 'ada@example.com',
    password: 'ada-password',
    blogs: [
      {
        name: 'pixel-garden',
        featured: true,
        title: 'Pixel Garden',
        description: '<p>Generative art grown one pixel at a time.</p>',
        theme: { background_color: '#101418', link_color: '#F5C542', title_color: '#F5C542', title_font: 'Courier New', avatar_shape: 'square' },
        header: 'aurora',
      },
    ],
  },
  {
    email: 'ben@example.com',
    password: 'ben-password',
    blogs: [
      {
        name: 'night-owl-notes',
        title: 'Night Owl Notes',
        description: '<p>Thoughts written after midnight and edited before breakfast.</p>',
        theme: { background_color: '#22223B', link_color: '#C9ADA7', title_color: '#F2E9E4', title_font: 'Georgia', show_header_image: false },
      },
    ],
  },
  {
    email: 'cleo@example.com',
    password: 'cleo-password',
    blogs: [
      {
        name: 'quote-keeper',
        featured: true,
        title: 'The Quote Keeper',
        description: '<p>Words worth keeping, from books old enough to share.</p>',
        theme: { background_color: '#FFFDF7', link_color: '#8C5E3C', title_color: '#3B2F2F', title_font: 'Garamond', title_font_weight: 'regular' },
      },
    ],
  },
  {
    email: 'dev@example.com',
    password: 'dev-password',
    blogs: [
      {
        name: 'synthwave-radio',
        featured: true,
        title: 'Synthwave Radio',
        description: '<p>Neon sounds and test patterns, broadcasting nightly.</p>',
        theme: { background_color: '#2B0F3A', link_color: '#FF6AD5', title_color: '#8BE9FD', title_font: 'Futura' },
        header: 'sunset-violet',
      },
    ],
  },
  {
    email: 'eve@example.com',
    password: 'eve-password',
    blogs: [
      {
        name: 'film-grain',
        featured: true,
        title: 'Film Grain',
        description: '<p>Landscapes, light leaks and the occasional short clip.</p>',
        theme: { background_color: '#EDEDED', link_color: '#444444', title_color: '#111111', title_font: 'Helvetica Neue', avatar_shape: 'square' },
        header: 'dunes',
      },
    ],
  },
  {
    email: 'finn@example.com',
    password: 'finn-password',
    blogs: [
      {
        name: 'recipe-box',
        title: 'Recipe Box',
        description: '<p>Weeknight cooking, written down so I stop forgetting it.</p>',
        theme: { background_color: '#FFF4E6', link_color: '#C0392B', title_color: '#5A2D0C', title_font: 'Georgia', show_description: true },
      },
    ],
  },
];

/** follower → followed. Demo's main blog follows everyone, so its dashboard shows the whole seed. */
export const SEED_FOLLOWS: Record<string, string[]> = {
  tumbledemo: ['friendly', 'demo-sketches', 'pixel-garden', 'night-owl-notes', 'quote-keeper', 'synthwave-radio', 'film-grain', 'recipe-box'],
  'demo-sketches': ['friendly', 'pixel-garden', 'film-grain'],
  friendly: ['tumbledemo', 'demo-sketches', 'pixel-garden', 'recipe-box'],
  'pixel-garden': ['film-grain', 'tumbledemo'],
  'night-owl-notes': ['quote-keeper', 'tumbledemo', 'friendly'],
  'quote-keeper': ['night-owl-notes'],
  'synthwave-radio': ['pixel-garden', 'film-grain'],
  'film-grain': ['pixel-garden', 'synthwave-radio', 'tumbledemo'],
  'recipe-box': ['friendly'],
};
