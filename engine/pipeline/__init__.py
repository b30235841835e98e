"""The resolution pipeline: steps, modifiers, atomic actions, events and Reactions (section 6).

Also the agenda's dispatch tables every task handler registers with (:mod:`engine.pipeline.runtime`)
and the terrains an Expedition moves forward due to (``due_to``, 4.2.4.j), read by Progress
and by Reactions alike.

Import the sub-modules directly; this package re-exports nothing to keep imports acyclic.
"""
