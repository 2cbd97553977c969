-- Sign-in attempts and security events: written with the sign-in change.
select 1;
