"""Reading the game state as the rules do.

Whether a condition holds (6.3.b, 6.5.d, 2.3.2.f: :mod:`engine.reading.conditions`), which
objects a description lets through (:mod:`engine.reading.filters`) and the terrains a region
has, Terrain Markers included (3.2.1.d-e: :mod:`engine.reading.terrain`). All of them read
objects with their passive abilities applied (2.3: :mod:`engine.reading.passives`, from the
abilities that work where their objects are, 1.2.4.d: ``working``; it re-evaluates only what an
event changed, ``lineage``, and orders dependent abilities, ``transitive``), which objects are
in an Expedition, Gigantic ones in both (7.4.4.b: ``gigantic_presence``), and where Expeditions
stand on the Adventure (4.1.d, 7.5.2.b: ``positions``). Below it only :mod:`engine.state`;
everything else reads through it.
"""
