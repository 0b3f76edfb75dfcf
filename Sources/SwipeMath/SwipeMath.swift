// SwipeMath: see the module README.
