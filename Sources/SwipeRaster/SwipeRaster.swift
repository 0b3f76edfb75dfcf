// SwipeRaster: see the module README.
