-- The settings area (issue 12): a person's dashboard and notification preferences, the guided tour,
-- email changes waiting for their confirmation link, and two-factor sign-in.

-- One row per person once they changed anything; a missing row means every default below.
CREATE TABLE user_settings (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- Dashboard (B§4 several conversation windows, keyboard shortcuts, endless scrolling).
  multiple_conversations boolean NOT NULL DEFAULT false,
  keyboard_shortcuts boolean NOT NULL DEFAULT true,
  endless_scrolling boolean NOT NULL DEFAULT true,
  -- Which activity kinds are emailed (opt in).
  email_follower boolean NOT NULL DEFAULT false,
  email_reblog boolean NOT NULL DEFAULT false,
  email_reply boolean NOT NULL DEFAULT false,
  email_ask boolean NOT NULL DEFAULT false,
  email_message boolean NOT NULL DEFAULT false,
  -- The guided tour's OK (A§4.11): it never shows again, on any device.
  tour_dismissed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A new address waits here until the link mailed to it is followed; only the token's SHA-256 is kept.
CREATE TABLE email_changes (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL CHECK (length(new_email) <= 254),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL
);

-- TOTP (RFC 6238). The secret is needed in clear to compute codes; it never leaves the server after enrolment.
CREATE TABLE two_factor (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret text NOT NULL,
  -- Null while enrolling: the first correct code confirms it.
  enabled_at timestamptz,
  -- The last time step accepted, so one code signs in once.
  last_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One-time recovery codes, stored as SHA-256; used_at is set by the one sign-in that spends it.
CREATE TABLE two_factor_recovery_codes (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- A password accepted for an account with two-factor on: the session (by its id hash) may finish signing in
-- with a code until expires_at.
CREATE TABLE two_factor_challenges (
  session_id_hash text PRIMARY KEY REFERENCES sessions (id_hash) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  attempts int NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL
);

-- Activity worth a mail (new follower, reblog, reply, ask, message) waits here for the mail job, which
-- claims rows with FOR UPDATE SKIP LOCKED so several instances send each mail once.
CREATE TABLE notification_mails (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('follower', 'reblog', 'reply', 'ask', 'message')),
  from_blog_id bigint REFERENCES blogs (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Whether an owner of the blog asked for mail of this kind: nothing is queued that nobody wants.
CREATE FUNCTION td_wants_mail(blog bigint, kind text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM blog_members m JOIN user_settings s ON s.user_id = m.user_id
    WHERE m.blog_id = blog AND m.role = 'owner' AND CASE kind
      WHEN 'follower' THEN s.email_follower WHEN 'reblog' THEN s.email_reblog WHEN 'reply' THEN s.email_reply
      WHEN 'ask' THEN s.email_ask WHEN 'message' THEN s.email_message ELSE false END)
$$;

CREATE FUNCTION td_queue_activity_mail() RETURNS trigger AS $$
BEGIN
  IF NEW.type IN ('follower', 'reblog', 'reply', 'ask') AND td_wants_mail(NEW.blog_id, NEW.type) THEN
    INSERT INTO notification_mails (blog_id, kind, from_blog_id) VALUES (NEW.blog_id, NEW.type, NEW.from_blog_id);
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER activity_notifications_mail AFTER INSERT ON activity_notifications
  FOR EACH ROW EXECUTE FUNCTION td_queue_activity_mail();

-- A message reaches every other participant of its conversation.
CREATE FUNCTION td_queue_message_mail() RETURNS trigger AS $$
BEGIN
  INSERT INTO notification_mails (blog_id, kind, from_blog_id)
  SELECT cp.blog_id, 'message', NEW.sender_blog_id FROM conversation_participants cp
  WHERE cp.conversation_id = NEW.conversation_id AND cp.blog_id IS DISTINCT FROM NEW.sender_blog_id
    AND td_wants_mail(cp.blog_id, 'message');
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER messages_mail AFTER INSERT ON messages
  FOR EACH ROW EXECUTE FUNCTION td_queue_message_mail();
