"""The semantic functions of "the first / second … [card] [player] play(s) [from your Reserve
/ Hand] each [turn / Day / Phase]" (gram59, issue 30): one subject of a passive ability,
composed of its parts — the ordinal, the kind of card (2.2.1, 2.2.2), who plays it, the zone
it is played from (5.1.2.d) and the period its plays are counted in (5.1.2.k: a card counts
once its resolution started; a turn 4.2.3, a Day 4.1, the Afternoon 4.2.3) — and the
predicates said of it: "costs {N} more / less" (a cost alteration, 5.1.2.f) and "gains N
boosts" (5.2.d). A part the engine cannot count is refused naming its words, never read
approximately."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, _number
from scenarios.cards.grammar.semantics.cost_change_places import PlayedInto
from scenarios.cards.grammar.tree import Description

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}
_CARD_TYPES = ("Character", "Permanent", "Spell")


class NthPlayedSemantics(SemanticsBase):
    """The Nth card a player plays in a period, and what a passive says of it."""

    def you_play_nth(self, _: list[Any]) -> tuple[str, bool]:
        """ "[card] you play": the controller's own plays (1.2.2)."""
        return ("you", False)

    def opponents_together_play_nth(self, _: list[Any]) -> tuple[str, bool]:
        """ "[card] your opponents play", "[card] an opponent plays": the first of all their
        plays together."""
        return ("opponents", True)

    def each_opponent_plays_nth(self, _: list[Any]) -> tuple[str, bool]:
        """ "[card] each opponent plays": each opponent's own first (1.2.1.b)."""
        return ("opponents", False)

    def each_player_plays_nth(self, _: list[Any]) -> tuple[str, bool]:
        """ "[card] each player plays": each player's own first."""
        return ("any", False)

    def any_player_plays_nth(self, _: list[Any]) -> tuple[str, bool]:
        """ "[card] a player plays": the first of anyone's plays."""
        return ("any", True)

    def nth_turn(self, _: list[Any]) -> str:
        return "turn"

    def nth_day(self, _: list[Any]) -> str:
        return "day"

    def nth_phase(self, items: list[Token]) -> str:
        """A phase as the period plays are counted in: only the Afternoon's plays are
        counted (5.2.b: cards are played in the Afternoon, or by an effect)."""
        word = str(items[0]).lower()
        if word != "afternoon":
            raise NotRead(word, f"the cards played each {word} are not counted", "nth_played")
        return "afternoon"

    @v_args(meta=True)
    def nth_played(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """The typed subject (:class:`~scenarios.cards.models.PlayedNth`), with its words."""
        words = self._span(meta).split()
        pairs = [i for i in items if isinstance(i, tuple) and len(i) == 2]
        noun = next(i for i in pairs if not isinstance(i[1], bool))
        who = next(i for i in pairs if isinstance(i[1], bool))
        zone = next((i for i in items if i in ("reserve", "hand")), None)
        period = items[-1]
        played: dict[str, Any] = {"period": period}
        if _ORDINALS[words[1]] != 1:
            played["ordinal"] = _ORDINALS[words[1]]
        kind, value = noun
        if kind == "type" and value in _CARD_TYPES:
            played["card_type"] = value
        elif kind == "subtype_noun":
            played["subtype"] = value
        elif kind == "permanent_zone":  # "the first Landmark Permanent" (2.2.3.b, gram101)
            played["card_type"] = "Permanent"
            played["permanent_zone"] = value
        elif not (kind == "type" and value == "card"):
            said = f"the {words[1]} '{words[2]}' played is not counted"
            raise NotRead(words[2], said, "nth_played")
        players, together = who
        if players != "you":
            played["players"] = players
        if together:
            played["together"] = True
        if zone is not None:
            played["from_zone"] = zone
        into = next((i for i in items if isinstance(i, PlayedInto)), None)
        if into is not None:  # "… you play in my Expedition each turn" (5.1.2.c, gram101)
            played["into"] = into.place
        return {"played": played, "words": " ".join(words)}

    def nth_played_costs(self, items: list[Any]) -> dict[str, Any]:
        """ "[the Nth card played each period] costs {N} more / less": a cost alteration of
        that card only (5.1.2.f, 5.1.2.k); the cards before and after it cost as printed."""
        subject, mana, direction = items[0], items[-2], items[-1]
        n = _number(mana)
        change = -n if direction == "less" else n
        return {
            "cost": {"change": change, "applies_to": subject["words"], "played": subject["played"]}
        }

    @v_args(meta=True)
    def nth_played_gains(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "The first [card] you play each turn / Afternoon / Day gains N boosts" (5.2.d):
        typed (``played_gains`` with ``first_each``), applied by the engine to its
        controller's first card of that type; another ordinal, player, zone or sub-type is
        refused by hand."""
        subject = items[0]
        played = subject["played"]
        words = subject["words"]
        if set(played) - {"period", "card_type"}:
            raise NotRead(words, f"boosts given to '{words}' are not applied yet", "nth_played")
        amount = self._span(meta).split()[-2]
        n = int(amount) if amount.isdigit() else lx.NUMBERS.get(amount)
        if n is None:
            raise NotRead(amount, f"'{amount}' boosts are not read", "nth_played")
        gains: dict[str, Any] = {"amount": n, "first_each": played["period"]}
        card_type = played.get("card_type", "card")
        if card_type != "Character":  # the default
            gains["card_type"] = card_type
        return {"played_gains": gains}

    @v_args(meta=True)
    def played_each_gains_boosts(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "Each Character you play [in my Expedition / in an Expedition that is behind]
        gains N boosts" (5.2.d): every Character its controller plays gets the boosts as it
        enters play, in that Expedition (7.5.2 its position, as the Character is played).
        Another group — objects in play, not cards played — or another part of the
        description is refused naming its words: a passive does not give counters to
        objects standing somewhere (boosts are gained as an event, 2.5)."""
        words = self._span(meta)
        amount = words.split()[-2]
        n = int(amount) if amount.isdigit() else lx.NUMBERS.get(amount)
        if n is None:
            raise NotRead(amount, f"'{amount}' boosts are not read", "played_gains")
        return self.each_played_gains(items[0], words, n)

    def each_played_gains(self, d: Any, words: str, n: int) -> dict[str, Any]:
        """The ``played_gains`` of "[cards you play] gain N boosts" said by ``words``: refused
        naming them for a group that is not the cards its controller plays (5.2.d)."""
        if isinstance(d, Description) and d.played and d.played != "next":
            said = f"boosts given to the cards another player plays ('{words}') are not applied yet"
            raise NotRead(words, said, "played_gains")
        if not isinstance(d, Description) or d.played != "next":
            raise NotRead(words, f"'{words}' gives boosts to no card played", "played_gains")
        into: str | None = None
        if d.in_my_expedition:
            into = "my_expedition"
        elif d.in_expedition_ahead:
            into = "ahead"
        elif d.in_expedition_standing in ("behind", "tied"):
            into = d.in_expedition_standing
        plain = Description(types=["Character"], played="next")
        rest = replace(
            d,
            in_my_expedition=False,
            in_expedition_ahead=False,
            in_expedition_standing="",
            controller=None if d.controller == "you" else d.controller,
            plural=False,
            words="",
        )
        if rest != plain:
            raise NotRead(words, f"boosts given to '{words}' are not applied yet", "played_gains")
        gains: dict[str, Any] = {"amount": n}
        if into is not None:
            gains["into"] = into
        return {"played_gains": gains}

    @v_args(meta=True)
    def limited_replacement(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "Once per Day, if you would roll a die, you may roll two dice instead …": a
        replacing modifier (6.2) used only so often — the engine keeps no count of a
        modifier's uses, so it is resolved by hand (never applied every time)."""
        words = self._span(meta).split(",")[0]
        raise NotRead(
            words,
            f"'{words}' limits a replacement's uses, which the engine does not count (6.2)",
            "limited_replacement",
        )

    def opponents_cant_play_first(self, items: list[str]) -> dict[str, Any]:
        """ "Until end of turn, your opponents can't play Spells": the duration said first,
        the same Emblem-Ongoing as said last (1.4.1.a, 2.2.15.a)."""
        duration, kind = items
        return self.opponents_cant_play_for([kind, duration])  # type: ignore[attr-defined, no-any-return]

    def target_cant_play_first(self, items: list[str]) -> dict[str, Any]:
        """ "This turn, target opponent can't play Spells": only the player targeted (6.5.b)."""
        duration, who, kind = items
        return self.target_cant_play_for([who, kind, duration])  # type: ignore[attr-defined, no-any-return]
