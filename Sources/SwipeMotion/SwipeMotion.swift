// SwipeMotion: see the module README.
