-- A new job is announced on the channel `jobs` (its queue as the payload) when its transaction
-- commits, so the worker of every server copy starts on it at once instead of at its next poll
-- (docs/decisions/0130-prompt-job-lane.md). PostgreSQL folds the same notice sent twice in one
-- transaction into one, so a batch of jobs of one queue wakes the workers once.
CREATE FUNCTION notify_new_job() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('jobs', NEW.queue);
  RETURN NULL;
END
$$;

CREATE TRIGGER jobs_notify AFTER INSERT ON jobs FOR EACH ROW EXECUTE FUNCTION notify_new_job();
