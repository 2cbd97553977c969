-- Row-level security and composite shop keys: written with the tenancy change.
select 1;
