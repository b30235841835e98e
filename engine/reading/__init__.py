"""Reading the game state as the rules do.

Whether a condition holds (6.3.b, 6.5.d, 2.3.2.f: :mod:`engine.reading.conditions`), which
objects a description lets through (:mod:`engine.reading.filters`) and the terrains a region
has, Terrain Markers included (3.2.1.d-e: :mod:`engine.reading.terrain`). All of them read
objects with their passive abilities applied (:mod:`engine.reading.passives`).
"""
