"""A scenario's script: the turn effects played, the decisions answered, the judge's
requests and edits, each item maybe expected to be refused with its rule. Part of the
scenario file format (:mod:`scenarios.scenario.models`)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BeforeValidator, ConfigDict, Field, field_validator, model_validator

from scenarios.cards.models import Strict
from scenarios.limits import MAX_COUNTERS, MAX_MANA
from scenarios.scenario.models_values import PhaseName, RuleIds, StatusName


class PlayRef(Strict):
    """Play a card as a turn effect (5.1.2): ``to`` is hero / companion (Characters and
    Expedition Permanents), landmark or spell."""

    card: str
    to: Literal["hero", "companion", "landmark", "spell"] | None = None
    player: str | None = None
    source: Literal["hand", "reserve"] | None = Field(default=None, alias="from")

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, defer_build=True)


class AnswerModel(Strict):
    """Answer the pending decision: option ids, option labels or card names/refs."""

    choose: tuple[str, ...]
    player: str | None = None


def _answer(value: object) -> object:
    if isinstance(value, str | bool):
        return {"choose": [_yes_no(value)]}
    if isinstance(value, int):
        return {"choose": [str(value)]}  # a number: an amount, or what a die showed
    if isinstance(value, list):
        return {
            "choose": [
                str(v) if isinstance(v, int) and not isinstance(v, bool) else v for v in value
            ]
        }
    return value


def _yes_no(value: str | bool) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return value


class RequestModel(Strict):
    """A judge request: make one step happen now (``engine.request``), refused with the
    rule if impossible. Objects are card names or refs."""

    action: str
    objects: tuple[str, ...] = ()
    players: tuple[str, ...] = ()
    expeditions: tuple[str, ...] = ()
    to: str | None = None
    to_expedition: str | None = None
    status: StatusName | None = None
    counter: str = ""
    amount: Annotated[int, Field(ge=0, le=MAX_COUNTERS)] = 1
    controller: str | None = None
    # how long an ``ignore`` lasts (7.3.19.a, 2.2.15.a); without it, "this turn"
    duration: Literal["this turn", "this Afternoon", "this Day"] | None = None


class QuickActionRef(Strict):
    """Play a quick action (5.3) of an object: its ability index on the card."""

    card: str
    ability: int = 0
    player: str | None = None


class EditModel(Strict):
    """A judge's edit of the board, outside the rules (the sandbox's edits,
    ``engine.edits``): move an object to a zone (``object`` and ``to``), set its statuses
    (``object`` and ``statuses``), put an Expedition counter on a region (``expedition``
    and ``region``), give or take an Expedition's Ascended status (``expedition`` and
    ``ascended``), or set a player's Mana Orbs (``player``, ``ready``, ``exhausted``). The
    engine refuses an edit the rules forbid, with its rule; ``refused:`` expects that."""

    object: str | None = None
    to: str | None = None
    statuses: tuple[StatusName, ...] | None = None
    expedition: str | None = None
    region: Annotated[int, Field(ge=0, le=99)] | None = None
    ascended: bool | None = None
    player: str | None = None
    ready: Annotated[int, Field(ge=0, le=MAX_MANA)] | None = None
    exhausted: Annotated[int, Field(ge=0, le=MAX_MANA)] | None = None

    @model_validator(mode="after")
    def _one_edit(self) -> EditModel:
        forms = {
            "move": self.object is not None and self.to is not None,
            "statuses": self.object is not None and self.statuses is not None,
            "position": self.expedition is not None and self.region is not None,
            "ascended": self.expedition is not None and self.ascended is not None,
            "mana": self.player is not None and (self.ready, self.exhausted) != (None, None),
        }
        given = sorted(n for n in type(self).model_fields if getattr(self, n) is not None)
        chosen = [f for f, ok in forms.items() if ok]
        uses = {
            "move": {"object", "to"},
            "statuses": {"object", "statuses"},
            "position": {"expedition", "region"},
            "ascended": {"expedition", "ascended"},
            "mana": {"player", "ready", "exhausted"},
        }
        if len(chosen) != 1 or not set(given) <= uses[chosen[0]]:
            raise ValueError(
                "an edit is one of: {object, to} (move), {object, statuses}, "
                "{expedition, region}, {expedition, ascended}, {player, ready, exhausted} "
                f"(got {', '.join(given) or 'nothing'})"
            )
        return self


class RefusedModel(Strict):
    """What the engine must answer to a script item it refuses: the rules its refusal
    cites (the most specific one the scenario shows) and, optionally, words the refusal
    says (``says``, compared ignoring case)."""

    cites: RuleIds
    says: str = ""

    @field_validator("cites")
    @classmethod
    def _some(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        if not value:
            raise ValueError("name the rule the engine cites for the refusal (cites: 5.1.1.b)")
        return value


REFUSABLE = ("play", "answer", "request", "quick_action", "edit")
"""The script items a scenario may expect the engine to refuse (``refused:``)."""
ITEM_KINDS = (
    "play",
    "pass_",
    "answer",
    "request",
    "until",
    "quick_action",
    "edit",
    "reactions",
    "loop",
)
"""The kinds of script item, one of which each item is."""


class ScriptItem(Strict):
    """One script item: exactly one of play, pass, answer, request, until, quick_action,
    edit, reactions, loop; ``reactions: in_order`` answers every Reaction order choice (4.4.b)
    with the Reaction activated first, until no such choice is asked (the board quiet, another
    decision, or the app's bound on a loop of Reactions, 1.4.6.c); ``refused`` beside a play,
    answer, request, quick action or edit says the engine refuses it, citing those rules —
    the state stays as it was and the script goes on."""

    play: PlayRef | None = None
    pass_: str | None = Field(default=None, alias="pass")
    answer: Annotated[AnswerModel, BeforeValidator(_answer)] | None = None
    request: RequestModel | None = None
    until: PhaseName | None = None
    quick_action: QuickActionRef | None = None
    edit: EditModel | None = None
    reactions: Literal["in_order"] | None = None
    loop: Literal["go_on"] | None = None
    """``loop: go_on``: the judge goes on with a loop of Reactions the app stopped at its
    bound, as the rules would (6.3.l): from just before the last stop, with the game's
    loop bound raised (``engine.go_on``); before any stop, the bound is raised ahead."""
    refused: RefusedModel | None = None
    note: str = ""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, defer_build=True)

    @model_validator(mode="after")
    def _one(self) -> ScriptItem:
        chosen = [n for n in ITEM_KINDS if getattr(self, n) is not None]
        if len(chosen) != 1:
            names = ", ".join(c.rstrip("_") for c in chosen) or "none"
            raise ValueError(
                "a script item has exactly one of: play, pass, answer, request, until, "
                f"quick_action, edit, reactions, loop (got {names})"
            )
        if self.refused is not None and chosen[0] not in REFUSABLE:
            raise ValueError(
                f"refused goes with a play, answer, request, quick_action or edit, not with "
                f"{chosen[0].rstrip('_')} (the engine refuses only what a player or the "
                "judge asks it to do)"
            )
        return self
