// Public module `mfe_dashboard/PostCard` (reused by the blog viewer).
export { PostCard, type PostCardProps } from './post-card';
