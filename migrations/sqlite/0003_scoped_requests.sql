-- Schema version 3: a request id is unique within its tournament, as a pair of columns rather
-- than one concatenated string (which a tournament name with the separator in it could forge),
-- and a game is looked up as (tournament, game id), so a tournament's lists and its history
-- checks never touch another tournament's rows.
CREATE TABLE ledger_entries_v3 (
    seq            INTEGER PRIMARY KEY CHECK (seq >= 0),
    game_id        TEXT    NOT NULL,
    -- The caller's digest of (game id, record digest, dispute): a decision is logged once.
    dedup_key      BLOB    NOT NULL UNIQUE CHECK (length(dedup_key) = 32),
    -- The client's idempotency key, unique within its tournament; NULLs do not collide.
    request_id     TEXT,
    tournament     TEXT    NOT NULL DEFAULT '',
    received_at_ms INTEGER NOT NULL,
    bytes          BLOB    NOT NULL,
    UNIQUE (tournament, request_id)
) STRICT;

-- Version 2 stored a tournament's request id as `tournament || char(31) || id`.
INSERT INTO ledger_entries_v3
SELECT seq, game_id, dedup_key,
       CASE WHEN tournament <> ''
                 AND substr(request_id, 1, length(tournament) + 1) = tournament || char(31)
            THEN substr(request_id, length(tournament) + 2)
            ELSE request_id END,
       tournament, received_at_ms, bytes
FROM ledger_entries;

DROP TABLE ledger_entries;
ALTER TABLE ledger_entries_v3 RENAME TO ledger_entries;

CREATE INDEX ledger_entries_by_game ON ledger_entries (tournament, game_id, seq);

UPDATE tertius_meta SET value = '3' WHERE key = 'schema_version';
