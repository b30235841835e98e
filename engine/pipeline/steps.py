"""Steps and atomic actions as data (section 6.1).

A :class:`Step` is one instruction of a cost or an effect (6.1.c); when it happens it is
expanded against the current state into :class:`AtomicAction` records, one per affected
object (6.1.e), which modifiers may change (6.2) before they are performed simultaneously
(6.1.f) and become events.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.pipeline.keywords import ActionKind
from engine.state.cards import Subject, TokenSpec
from engine.state.enums import Status, ZoneKind


@dataclass(frozen=True, slots=True)
class Step:
    """One step (1.2.6.b). Objects may be named by object id (``objects``) or, when an
    effect moved them earlier, by card id (``cards``: found again in their current zone,
    2.1.f). ``to_zone`` is a zone kind: personal zones resolve to the owner's (1.4.3.a);
    ``to_sub`` names the Expedition (``"p1:hero"``) or Landmarks owner for in-play moves.
    ``target`` is set while a target still has to be chosen (6.5.b)."""

    kind: ActionKind
    controller: str | None = None
    source: str | None = None
    label: str = ""
    objects: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    players: tuple[str, ...] = ()
    expeditions: tuple[str, ...] = ()
    to_zone: ZoneKind | None = None
    to_sub: str | None = None
    status: Status | None = None
    counter: str = ""
    amount: int = 1
    token: TokenSpec | None = None
    enter_statuses: frozenset[Status] = field(default_factory=frozenset)
    played_from: str | None = None
    optional: bool = False
    target: Subject | None = None
    rules: tuple[str, ...] = ()
    is_cost: bool = False
    mana_ready: bool = False  # "ready" moves to the Mana zone (4.1.i, 4.2.1.e)


@dataclass(frozen=True, slots=True)
class AtomicAction:
    """One atomic action of a step (6.1.e), as proposed and possibly modified (6.2)."""

    kind: ActionKind
    object_id: str | None = None
    player: str | None = None
    to_zone: str | None = None
    status: Status | None = None
    counter: str = ""
    amount: int = 1
    expedition: str | None = None
    token: TokenSpec | None = None
    enter_statuses: frozenset[Status] = field(default_factory=frozenset)
    played_from: str | None = None
    ceases: bool = False
    mana_ready: bool = False
    modifiers: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
