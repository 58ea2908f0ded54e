-- Every profile gets the short name of the installed app's icon, empty: the title's first words
-- stand for it until the operator sets one (decision 0068).
UPDATE "profiles" SET "settings" = jsonb_set("settings", '{app,short_name}', '""'::jsonb) WHERE NOT ("settings"->'app' ? 'short_name');
