-- A staff member may work more than one period a day (10:00–13:00 and 15:00–20:00): a working
-- period is keyed by its weekday and start. That periods of a day do not overlap is checked when
-- the week is saved (the whole week is replaced in one transaction).
ALTER TABLE staff_working_hours DROP CONSTRAINT staff_working_hours_pkey;
ALTER TABLE staff_working_hours ADD PRIMARY KEY (supplier_id, user_id, weekday, from_time);
