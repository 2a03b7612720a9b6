"""The app's screens: title, new game, table, results, settings."""
