-- Decision 050: instances keep sessions a few seconds; every change to an agent's account or sessions,
-- by the app, the CLI or plain SQL, is announced on ba_session_changes (payload: the agent's id) when it
-- commits, and each instance LISTENs and forgets that agent's cached sessions.
CREATE OR REPLACE FUNCTION "ba_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('ba_session_changes', OLD.id::text);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ba_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('ba_session_changes', OLD.user_id::text);
	IF TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id THEN
		PERFORM pg_notify('ba_session_changes', NEW.user_id::text);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_session_changes" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "ba_user_changed"();
--> statement-breakpoint
-- A sliding expiry moving forward (once a minute per session in use) is no change worth announcing.
CREATE TRIGGER "sessions_changes_update" AFTER UPDATE ON "sessions" FOR EACH ROW
	WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.expires_at < OLD.expires_at
		OR NEW.user_id <> OLD.user_id OR NEW.token_hash <> OLD.token_hash)
	EXECUTE FUNCTION "ba_session_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_changes_delete" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "ba_session_changed"();
--> statement-breakpoint
-- userinfo's agreement check is kept with the sessions: an acceptance is the agent's change, a new
-- version of a text everyone's ('*').
CREATE OR REPLACE FUNCTION "ba_acceptance_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('ba_session_changes', OLD.user_id::text);
	ELSE
		PERFORM pg_notify('ba_session_changes', NEW.user_id::text);
	END IF;
	IF TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id THEN
		PERFORM pg_notify('ba_session_changes', OLD.user_id::text);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ba_everything_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('ba_session_changes', '*');
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "agreement_acceptances_changes" AFTER INSERT OR UPDATE OR DELETE ON "agreement_acceptances" FOR EACH ROW EXECUTE FUNCTION "ba_acceptance_changed"();
--> statement-breakpoint
-- Every start re-seeds the shipped texts (an UPDATE that usually changes nothing): only a new version counts.
CREATE TRIGGER "agreements_changes_update" AFTER UPDATE ON "agreements" FOR EACH ROW
	WHEN (NEW.version IS DISTINCT FROM OLD.version OR NEW.id <> OLD.id)
	EXECUTE FUNCTION "ba_everything_changed"();
--> statement-breakpoint
CREATE TRIGGER "agreements_changes_other" AFTER INSERT OR DELETE OR TRUNCATE ON "agreements" FOR EACH STATEMENT EXECUTE FUNCTION "ba_everything_changed"();
--> statement-breakpoint
-- TRUNCATE runs no row triggers: it drops every cached session.
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "ba_everything_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_truncated" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "ba_everything_changed"();
--> statement-breakpoint
CREATE TRIGGER "agreement_acceptances_truncated" AFTER TRUNCATE ON "agreement_acceptances" FOR EACH STATEMENT EXECUTE FUNCTION "ba_everything_changed"();
