-- Schema version 2: API keys, one tournament each. Only a SHA-256 of each key is kept; the key
-- itself is shown once, when it is created.
CREATE TABLE api_keys (
    -- The key's public identifier, also the middle part of the key itself.
    key_id        TEXT    PRIMARY KEY,
    tournament    TEXT    NOT NULL CHECK (tournament <> ''),
    -- Lower-case hex SHA-256 of the whole key.
    hash          TEXT    NOT NULL CHECK (length(hash) = 64),
    created_at_ms INTEGER NOT NULL,
    revoked_at_ms INTEGER
) STRICT;

CREATE INDEX api_keys_by_tournament ON api_keys (tournament);

UPDATE tertius_meta SET value = '2' WHERE key = 'schema_version';
