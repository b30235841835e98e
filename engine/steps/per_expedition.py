"""A choice of one object in each of the chooser's Expeditions (gram55, issue 30): "Target
opponent chooses a Character they control in each of their Expeditions and sacrifices them",
"Sacrifice a Character you control in each of your Expeditions".

The decision is the chooser's — the effect's controller unless the effect names another
player (6.1.g, 1.4.7.b), each of several players in initiative order (6.1.h) — made once
for each of their Expeditions, the Hero Expedition first (7.2.3.a), among the objects
there; a Gigantic object is present in both (7.4.4.b) and, once chosen, is not offered
again. The step then acts on all the objects chosen at once (6.1.e, 6.1.f); an Expedition
with nothing to choose gives nothing (6.1.g: no option, no atomic action).
"""

from __future__ import annotations

from engine.reading.passives import expeditions_of
from engine.state import zones as z
from engine.state.enums import ExpeditionKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.subject_targets import expedition_label

_ORDER = (ExpeditionKind.HERO, ExpeditionKind.COMPANION)


def spread_over_expeditions(step: Step) -> Step:
    """``step`` with each chooser asked once per Expedition of theirs (``choice_places``),
    in order; unchanged unless it is a per-Expedition choice not yet spread."""
    if not step.per_expedition or not step.choosers:
        return step
    choosers = tuple(p for p in step.choosers for _ in _ORDER)
    places = tuple(z.expedition_id(p, k) for p in step.choosers for k in _ORDER)
    return replace(step, per_expedition=False, choosers=choosers, choice_places=places)


def in_the_place(state: GameState, step: Step, options: tuple[str, ...]) -> tuple[str, ...]:
    """The ``options`` of the chooser's current Expedition: the objects present there
    (a Gigantic one in both, 7.4.4.b) not already chosen by this step."""
    if not step.choice_places:
        return options
    place = step.choice_places[0]
    return tuple(o for o in options if o not in step.objects and place in expeditions_of(state, o))


def place_words(step: Step) -> str:
    """ "in p2 hero Expedition": where the current choice is made ("" for any other)."""
    return f" in {expedition_label(step.choice_places[0])}" if step.choice_places else ""


def next_chooser(step: Step) -> Step:
    """``step`` once its current chooser has chosen (or had nothing to choose)."""
    return replace(step, choosers=step.choosers[1:], choice_places=step.choice_places[1:])
