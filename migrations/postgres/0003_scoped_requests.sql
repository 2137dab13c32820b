-- Schema version 3: a request id is unique within its tournament, as a pair of columns rather
-- than one concatenated string (which a tournament name with the separator in it could forge),
-- and a game is looked up as (tournament, game id), so a tournament's lists and its history
-- checks never touch another tournament's rows.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_request_id_key;

-- Version 2 stored a tournament's request id as `tournament || chr(31) || id`.
UPDATE ledger_entries
SET request_id = substr(request_id, length(tournament) + 2)
WHERE tournament <> '' AND left(request_id, length(tournament) + 1) = tournament || chr(31);

ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_request UNIQUE (tournament, request_id);

DROP INDEX ledger_entries_by_game;
CREATE INDEX ledger_entries_by_game ON ledger_entries (tournament, game_id, seq);

UPDATE tertius_meta SET value = '3' WHERE key = 'schema_version';
