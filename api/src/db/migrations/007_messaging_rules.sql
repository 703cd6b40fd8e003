-- Who may start a conversation with a blog (B§6), spam reports, and the mail the server sends.

-- Off: a conversation may be started only by a blog that follows the recipient (else 409).
ALTER TABLE blogs ADD COLUMN messages_from_anyone boolean NOT NULL DEFAULT false;

CREATE TABLE spam_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint REFERENCES conversations (id) ON DELETE SET NULL,
  reporter_blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  reported_blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  context text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX spam_reports_reported_idx ON spam_reports (reported_blog_id);

-- Every mail the server sends, kept so a development outbox page can show it.
CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
