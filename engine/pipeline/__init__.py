"""The resolution pipeline: steps, modifiers, atomic actions, events and Reactions (section 6).

Import the sub-modules directly; this package re-exports nothing to keep imports acyclic.
"""
