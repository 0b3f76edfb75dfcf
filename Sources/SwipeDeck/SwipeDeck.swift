// SwipeDeck: see the module README.
