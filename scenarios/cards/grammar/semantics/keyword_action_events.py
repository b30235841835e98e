"""ha (session 37): a keyword action as a trigger event — "When you [Kindle] —", "When an
opponent [Kindles] —", "When a player [Sabotages] —" (the grammar's block "a keyword action as
a trigger event", ``altered.lark``).

The event is the keyword action carried out by the player the words name (1.2.2: "you" the
Reaction's controller, 7.2.3.a; "an opponent" another player, 1.2.1.b; "a player" either),
once per step that does it — a step is one event (1.2.7.c), however many atomic actions it
has (6.1.e). A SET's keyword action is known by its definition (its reminder text, 2.2.12.c):
it is read as a trigger only when its definition is ONE step (its follow-ups "then" /
"otherwise" included), the step the engine names as that keyword action; a definition of
several steps is refused (which of its steps' events would be "the action done" is not said).
A RULES' keyword action the sets print in brackets as an action a player does alone is
Sabotage (7.3.35.a); "When you Resupply" is read elsewhere (players' events, 7.3.31.a).
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.set_lexicon import keyword_action_third_person


def _who(span: str) -> dict[str, str]:
    """Whose keyword action (1.2.2), from the trigger's first words."""
    low = span.lower()
    if low.startswith("you "):
        return {"player": "you"}
    if low.startswith(("an opponent ", "your opponent ")):
        return {"player": "opponent"}
    return {"player": "any"}  # "a player"


def _name(word: Token) -> str:
    """The keyword action's name as printed: "Kindle" of "Kindle" or of "Kindles" (its
    third person, "Carries" of "Carry")."""
    said = str(word)
    if word.type != "SET_ACTIONS":
        return said
    base = keyword_action_third_person(said)
    assert base is not None  # the lexer gave the word its class by it
    if said.lower().endswith("ies") and base.endswith("y"):
        return said[:-3] + "y"
    return said[: len(base)]


class KeywordActionEventSemantics:
    """The semantic functions of the block "a keyword action as a trigger event"."""

    @v_args(meta=True)
    def ev_does_set_action(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When you [Kindle]" / "When an opponent [Kindles]": the set's keyword action of
        one step carried out by that player (2.2.12.c, 1.2.7.c, 6.3.f)."""
        word: Token = next(i for i in items if isinstance(i, Token))
        name = _name(word)
        step = self.set_action_step([Token("SET_ACTION", name)])  # type: ignore[attr-defined]
        if isinstance(step, list):
            raise NotRead(
                str(word),
                f"'{name}' is done by several steps: which step's event is the keyword action"
                " done is not said (6.1.c) — read by hand",
                "ev_does_set_action",
            )
        return {
            "trigger": "player_does_keyword_action",
            "keyword_action": name,
            **_who(self._span(meta)),  # type: ignore[attr-defined]
        }

    @v_args(meta=True)
    def ev_does_sabotage(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When you [Sabotage]": a card in a Reserve discarded by that player's Sabotage
        (7.3.35.a); a Sabotage that chose no card did not happen (6.3.b, 1.2.7.d)."""
        return {
            "trigger": "player_does_keyword_action",
            "keyword_action": "sabotage",
            **_who(self._span(meta)),  # type: ignore[attr-defined]
        }
