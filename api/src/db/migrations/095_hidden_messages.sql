-- A message one blog deleted from its side of a conversation (B§6 "Delete is always offered"): that blog no
-- longer sees it; the other participants keep it, as with a deleted conversation.
CREATE TABLE hidden_messages (
  message_id bigint NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (message_id, blog_id)
);
CREATE INDEX hidden_messages_blog_idx ON hidden_messages (blog_id);
