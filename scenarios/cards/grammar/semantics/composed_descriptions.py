"""The semantic functions of the description words every object slot takes (6.5.b):
"ready" (not Exhausted, 2.4.6.b), "Character token" / "Permanent token" (a token of that
type, 1.1.7.b), "you own" / "an opponent owns" (the owner, 1.1.3.c — not the controller,
1.1.3.d), "controlled by your opponent" (the opponent, 1.2.2), "in play" (where an object
described is by default, 2.2.1.h), "in each Expedition" / "in both of your Expeditions" (in
the Expedition zone, 3.2.4: a Permanent there is an Expedition Permanent, 2.2.3.d), and
"without an ability", which no filter of the engine selects by: refused with the reason.

Each gives a part :func:`.object_filters._describe` folds into the description, so
the words work in a target, a choice, "each", "for each", a group and a trigger's object
alike.
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.cant import _bare
from scenarios.cards.grammar.semantics.object_filters import ALL_OF_PARTS
from scenarios.cards.grammar.tree import Description

Part = tuple[str, Any]


class ComposedDescriptionSemantics(SemanticsBase):
    """Owner, readiness, a type's tokens, places and abilities in a description."""

    def ready_adjective(self, _: list[Any]) -> Part:
        return ("without_status", "Exhausted")  # ready: not Exhausted (2.4.6.b)

    def character_token_noun(self, _: list[Any]) -> Part:
        return (ALL_OF_PARTS, [("type", "Character"), ("token", "")])  # 1.1.7.b

    def permanent_token_noun(self, _: list[Any]) -> Part:
        return (ALL_OF_PARTS, [("type", "Permanent"), ("token", "")])

    def landmark_permanent_token_noun(self, _: list[Any]) -> Part:
        """ "Landmark Permanent token": a token Permanent in Landmarks (2.2.3.e, 2.1.e)."""
        return (ALL_OF_PARTS, [("permanent_zone", "landmark"), ("token", "")])

    def expedition_permanent_token_noun(self, _: list[Any]) -> Part:
        """ "Expedition Permanent token": a token Permanent in an Expedition (2.2.3.d)."""
        return (ALL_OF_PARTS, [("permanent_zone", "expedition"), ("token", "")])

    def you_own(self, _: list[Any]) -> Part:
        return ("owner", "you")  # 1.1.3.c

    def opponent_owns(self, _: list[Any]) -> Part:
        return ("owner", "opponent")

    def in_play_qualifier(self, _: list[Any]) -> Part:
        return ("in_play", True)  # the objects a description names by default (2.2.1.h)

    def in_each_expedition(self, _: list[Any]) -> Part:
        # 3.2.4; a Permanent there: 2.2.3.d — "a Character in each Expedition": one in each
        # (whose choice of which is not said) refused where one object is named (gram55)
        return (ALL_OF_PARTS, [("in_expeditions", True), ("each_expedition", "any")])

    def in_each_of_your_expeditions(self, _: list[Any]) -> Part:
        """ "Characters in each of your Expeditions": those in your Expeditions; "a Character
        in each of your Expeditions": one chosen in each of them (6.1.g; gram55)."""
        parts = [("in_expeditions", True), ("controller", "you"), ("each_expedition", "yours")]
        return (ALL_OF_PARTS, parts)

    def in_your_expeditions(self, _: list[Any]) -> Part:
        return (ALL_OF_PARTS, [("in_expeditions", True), ("controller", "you")])

    def without_abilities(self, _: list[Any]) -> Part:
        raise NotRead(
            "without an ability",
            "an object without abilities is not something the engine can select: choose it by hand",
            "object_desc",
        )

    def hero_noun(self, _: list[Any]) -> Part:
        raise NotRead(
            "Hero",
            "a Hero as the object of an effect is not read yet (it is in its Hero zone, "
            "not in play): resolve it by hand",
            "object_desc",
        )

    def in_limbo(self, _: list[Any]) -> Part:
        raise NotRead(
            "in Limbo",
            "an object in Limbo (a card being played, 3.2.8.a) is not one the engine selects "
            "or counts: resolve it by hand",
            "object_desc",
        )

    def opponents_group_keyword(self, items: list[Any]) -> dict[str, Any]:
        """ "An opponent's Characters have Defender": "[group] an opponent controls" (1.2.2);
        a group with words after its noun is not read (as "your [group]", _bare)."""
        group, keyword = items
        assert isinstance(group, Description)
        if group.owner:
            raise NotRead("owns", f"'an opponent's {group.words}' is not read yet", "your_group")
        return {"grant": {"to": f"{_bare(group)} an opponent controls", "keyword": keyword}}
