// SwipeGolden: see the module README.
