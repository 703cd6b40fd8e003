-- Behaviour logging (B§3 "Log event: ... rid, elapsed ..."; B§7 POST /svc/log/lady): each event's own random id,
-- so a batch sent twice is stored once, and the ms since its page loaded. Rows from before have no rid.
ALTER TABLE log_events ADD COLUMN rid text;
ALTER TABLE log_events ADD COLUMN elapsed bigint CHECK (elapsed >= 0);
CREATE UNIQUE INDEX log_events_rid_idx ON log_events (rid) WHERE rid IS NOT NULL;

-- A§7.5 POST /svc/log/conversion: "once per player" for each person.
CREATE UNIQUE INDEX log_events_conversion_once_idx ON log_events (user_id, (data ->> 'player')) WHERE category = 'conversion';
