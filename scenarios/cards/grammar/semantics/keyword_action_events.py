"""ha (session 37): a keyword action as a trigger event — "When you [Kindle] —", "When an
opponent [Kindles] —", "When a player [Sabotages] —" (the grammar's block "a keyword action as
a trigger event", ``altered.lark``).

The event is the keyword action carried out by the player the words name (1.2.2: "you" the
Reaction's controller, 7.2.3.a; "an opponent" another player, 1.2.1.b; "a player" either),
once per step that does it — a step is one event (1.2.7.c), however many atomic actions it
has (6.1.e). A SET's keyword action is known by its definition (its reminder text, 2.2.12.c):
the step the engine names as that keyword action is its definition's FIRST (ia, session 38:
a definition of several steps, or of one step with "If you do, …" after it, is carried out
once its first step is — 6.5.f, "did" is true once the player started doing it; a later step
conditional or impossible does not undo it, 1.4.1.c; a first step that acts on nothing is
no action done, 1.2.7.d).
A RULES' keyword action the sets print in brackets as an action a player does alone is
Sabotage (7.3.35.a); "When you Resupply" is read elsewhere (players' events, 7.3.31.a).
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

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
        """ "When you [Kindle]" / "When an opponent [Kindles]": the set's keyword action
        carried out by that player, its first step's event (2.2.12.c, 1.2.7.c, 6.5.f, 6.3.f)."""
        word: Token = next(i for i in items if isinstance(i, Token))
        name = _name(word)
        # its definition read (refused with its reason if it does not read); ia: one of
        # several steps too — the action is carried out once its FIRST step is (6.5.f), the
        # step that carries its name (semantics/set_actions.py)
        self.set_action_step([Token("SET_ACTION", name)])  # type: ignore[attr-defined]
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
