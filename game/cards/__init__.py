"""Card families: the static catalog, and one module per family that knows when its cards may be played."""
