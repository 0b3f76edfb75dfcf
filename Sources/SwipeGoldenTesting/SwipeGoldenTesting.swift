// SwipeGoldenTesting: see the module README.
