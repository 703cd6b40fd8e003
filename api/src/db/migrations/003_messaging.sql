-- One-to-one private messaging between blogs (B§3).

CREATE TABLE stickers (
  id text PRIMARY KEY,
  description text NOT NULL DEFAULT '',
  media_key text NOT NULL,
  sticker_pack_id text NOT NULL,
  url text NOT NULL,
  original_size_url text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE conversations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  -- Who started it: the daily limit on new conversations (429) counts these.
  created_by_blog_id bigint REFERENCES blogs (id) ON DELETE SET NULL,
  -- Milliseconds; the inbox sort key, newest first.
  last_modified_ts bigint NOT NULL DEFAULT (floor(extract(epoch FROM now()) * 1000)::bigint),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conversations_creator_idx ON conversations (created_by_blog_id, created_at);

CREATE TABLE conversation_participants (
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  -- Unread means the conversation changed after this (B§3).
  last_read_ts bigint NOT NULL DEFAULT 0,
  can_send boolean NOT NULL DEFAULT true,
  is_possible_spam boolean NOT NULL DEFAULT false,
  is_blurred_images boolean NOT NULL DEFAULT true,
  -- Set when this participant deleted the conversation: they see only messages newer than this (ms).
  deleted_before_ts bigint,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (conversation_id, blog_id)
);
CREATE INDEX conversation_participants_blog_idx ON conversation_participants (blog_id, conversation_id);

CREATE TABLE messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  -- Server time in ms, unique within a conversation: it doubles as the message id (B§3).
  ts bigint NOT NULL,
  sender_blog_id bigint REFERENCES blogs (id) ON DELETE SET NULL,
  type text NOT NULL CHECK (type IN ('TEXT', 'POSTREF', 'IMAGE', 'STICKER')),
  text text NOT NULL DEFAULT '' CHECK (length(text) <= 4096),
  formatting jsonb NOT NULL DEFAULT '[]'::jsonb,
  post_id bigint REFERENCES posts (id) ON DELETE SET NULL ON UPDATE CASCADE,
  upload_id bigint REFERENCES uploads (id) ON DELETE SET NULL,
  sticker_id text REFERENCES stickers (id) ON DELETE SET NULL,
  context text NOT NULL DEFAULT '',
  -- Set by the client so a retried send is stored once.
  client_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (conversation_id, ts),
  UNIQUE (conversation_id, client_id)
);
