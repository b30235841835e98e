"""The writer's object words (split from ``writer/all_rules.py``): "target Character you control",
"up to two target Characters", "a card from your Reserve", and the descriptions inside them
("[statuses] [sub-types] [noun] [you control] [with Hand Cost {N} or less]", 2.2, 6.5.b) —
the words the reader's object phrases read back."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.writer import cr_vocabulary as vocabulary
from scenarios.cards.grammar.writer import described_expeditions as described
from scenarios.cards.grammar.writer import descriptions as descriptions_words
from scenarios.cards.grammar.writer import group_totals, token_cards
from scenarios.cards.grammar.writer import negated_descriptions as negated
from scenarios.cards.grammar.writer.keyword_actions import in_play_words
from scenarios.cards.grammar.writer.numbers_and_distribution import FILTER_KEYS, filter_words
from scenarios.cards.grammar.writer.players_acting import up_to_chosen_words
from scenarios.cards.grammar.writer.several_types_nouns import type_noun

Step = dict[str, Any]
_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


class Unwritable(ValueError):
    """A reading the writer has no words for (names the part)."""


def _object(step: Step) -> str:
    subject = step.get("subject")
    flt = dict(step.get("filter") or {})
    if subject == "self":
        return "me"
    if subject == "it":
        return "it"
    counted = group_totals.counted_object_words(step, _object)  # "two target Characters"
    if counted is not None:
        return counted
    if step.get("up_to", 0) > 1 or step.get("any_number"):  # writer/players_acting.py
        said = up_to_chosen_words(step, _description)  # "up to N / any number of", 6.1.g
        if said is not None:
            return said
        if step.get("any_number") or str(subject).startswith("a_"):
            raise Unwritable("'any number of' / 'up to N' of these objects")
    from scenarios.cards.grammar.writer.place_groups import gx_object_words  # gx (session 36)

    gx_words = gx_object_words(step, _description)  # "other … in its Expedition", unions
    if gx_words is not None:
        return gx_words
    # ---- ic39: an object of one of two descriptions (writer/object_unions.py)
    from scenarios.cards.grammar.writer.object_unions import ic39_object_words

    either = ic39_object_words(step, _description)  # "target Character … or target token"
    if either is not None:
        return either
    # ---- end ic39
    another = flt.pop("another", False)
    if subject in ("target_character", "target_character_in_my_expedition"):
        where = " in my Expedition" if subject.endswith("my_expedition") else ""
        desc = _description(flt, "Character", plural=step.get("up_to", 0) > 1) + where
        return _target(desc + _total(step), another, step.get("up_to", 0))
    if subject in ("target_permanent", "target_permanent_you_control"):
        if subject.endswith("you_control"):
            flt["controller"] = "you"
        plural = step.get("up_to", 0) > 1  # "up to two target Permanents"
        desc = _description(flt, "Permanent", plural) + _total(step)
        return _target(desc, another, step.get("up_to", 0))
    if subject == "target_character_or_permanent" and step.get("up_to", 0) > 1 and not flt:
        n = _NUMBERS.get(step["up_to"], str(step["up_to"]))
        return f"up to {n} targets, Characters or Permanents"
    if subject == "target_character_or_permanent":
        desc = _description(flt, "Character or Permanent", step.get("up_to", 0) > 1)
        return _target(desc, another, step.get("up_to", 0))
    if subject == "characters_you_control" and flt.pop("in_my_expedition", False):
        # "[other] Characters in my Expedition": my controller's (7.5.5.b)
        other = "other " if another else ""
        return other + _description(flt, "Character", plural=True) + " in my Expedition"
    if subject == "characters_in_it" and not another:  # in the Expedition "it" (6.5.b)
        # "in its Expedition": where "it" is, or "it" itself when it names an Expedition
        # (both read the same; "in it" only after an Expedition, gram53)
        return _description(flt, "Character", plural=True) + " in its Expedition"
    if subject == "characters_in_target_characters_expedition" and not another and not flt:
        return "Characters in target Character's Expedition"  # hc: the target's (6.5.b)
    if subject == "characters_facing_it" and not another:  # hc: facing "it" (1.2.3.c)
        return _description(flt, "Character", plural=True) + " in the Expedition facing it"
    if subject == "characters_in_target_expedition" and not another:
        return _description(flt, "Character", plural=True) + " in target Expedition"
    if subject == "characters_you_control":
        flt["controller"] = "you"
        return ("other " if another else "") + _description(flt, "Character", plural=True)
    if (
        subject == "cards_in_your_reserve"
        and set(flt.get("types", ["card"]))
        <= {
            "card",
            "Character",
            "Permanent",
            "Spell",
        }
        and not another
    ):  # "[Spells] in your Reserve": every one there (3.2.10, 6.1.e)
        types = flt.pop("types", [])
        return _description(flt, type_noun(types) or "card", plural=True) + " in your Reserve"
    if subject == "a_character_you_control":
        flt["controller"] = "you"
        return ("another " if another else "a ") + _description(flt, "Character", False)
    if subject == "a_character_or_permanent_you_control":
        # "a [Landmark] Permanent you control": one in play its controller chooses (6.1.g)
        noun = _CHOSEN_IN_PLAY.get(tuple(flt.pop("types", ())))
        if noun is not None:
            flt["controller"] = "you"
            desc = _description(flt, noun, False)
            return ("another " if another else "an " if desc[:1] in "aeiouAEIOU" else "a ") + desc
    if subject == "a_character_or_permanent_in_play":  # "a Character", chosen (6.1.g)
        noun = _CHOSEN_IN_PLAY.get(tuple(flt.pop("types", ())))
        if noun is not None:
            desc = _description(flt, noun, False)
            return ("another " if another else "an " if desc[:1] in "aeiouAEIOU" else "a ") + desc
    if subject == "objects_in_play":  # "each Permanent an opponent controls"
        return in_play_words(step, _description)
    if subject == "a_card_from_your_hand" and not flt:  # hd: "another" never dropped
        return f"{'another' if another else 'a'} card from your hand"
    if subject == "a_card_from_your_reserve" and not flt:
        return f"{'another' if another else 'a'} card from your Reserve"
    if subject == "a_card_from_your_reserve" and set(flt.get("types", ["card"])) <= {
        "card",
        "Character",
        "Permanent",
        "Spell",
    }:  # "a Character in your Reserve": one of that type the controller chooses (6.1.g)
        types = flt.pop("types", [])
        desc = _description(flt, type_noun(types) or "card", False) + " in your Reserve"
        return ("another " if another else "an " if desc[:1] in "aeiouAEIOU" else "a ") + desc
    if subject == "target_card_in_your_reserve" and set(flt.get("types", ["card"])) <= {
        "card",
        "Character",
        "Permanent",
        "Spell",
    }:  # "target [Character] in your Reserve" (3.2.10): a card of that type there
        types = flt.pop("types", [])
        up_to = step.get("up_to", 0)
        desc = _description(flt, type_noun(types) or "card", up_to > 1) + " in your Reserve"
        return _target(desc, another, up_to)
    if subject == "target_card_in_your_discard_pile" and set(flt.get("types", ["card"])) <= {
        "card",
        "Character",
        "Permanent",
        "Spell",
    }:  # "[up to N] target Spell(s) from your Discard pile" (3.2.3, 6.5.b)
        types = flt.pop("types", [])
        up_to = step.get("up_to", 0)
        desc = _description(flt, type_noun(types) or "card", up_to > 1)
        return _target(desc + " from your Discard pile", another, up_to)
    if (
        subject == "target_discard_card"
        and set(flt.get("types", ["card"])) <= {"card", "Character", "Permanent", "Spell"}
        and flt.get("owner") in (None, "opponent")
    ):  # g4: "[up to N] target cards from any / an opponent's Discard pile" (3.2.3.a, 6.5.b)
        types = flt.pop("types", [])
        place = " from an opponent's Discard pile" if flt.pop("owner", None) else ""
        up_to = step.get("up_to", 0)
        desc = _description(flt, type_noun(types) or "card", up_to > 1)
        return _target(desc + (place or " from any Discard pile"), another, up_to)
    if (
        subject == "target_reserve_card"
        and set(flt.get("types", ["card"])) <= {"card", "Character", "Permanent", "Spell"}
        and flt.get("controller") in (None, "opponent")
    ):  # "[up to N] target cards in Reserve / in an opponent's Reserve" (3.2.10, 6.5.b)
        types = flt.pop("types", [])
        place = " in an opponent's Reserve" if flt.pop("controller", None) else " in Reserve"
        up_to = step.get("up_to", 0)
        desc = _description(flt, type_noun(types) or "card", up_to > 1)
        return _target(desc + place, another, up_to)
    if subject == "target_card_in_play_or_reserve" and set(flt.get("types", ["card"])) <= {
        "card",
        "Character",
    }:  # "target [card] in play or in Reserve" / "… you control or in your Reserve" (3.2.10)
        types = flt.pop("types", [])
        yours = flt.pop("controller", None) == "you"
        up_to = step.get("up_to", 0)
        desc = _description(flt, type_noun(types) or "card", up_to > 1)
        place = " you control or in your Reserve" if yours else " in play or in Reserve"
        return _target(desc + place, another, up_to)
    more = vocabulary.object_words(step, _description)  # the CR's vocabulary
    if more is not None:
        return more
    raise Unwritable(f"the object '{subject}'")


_CHOSEN_IN_PLAY = {
    ("Character",): "Character",
    ("Permanent",): "Permanent",
    ("Character", "Permanent"): "Character or Permanent",
}
"""The kinds of "a [kind] [you control]" chosen in play, as the reader names them."""


def _total(step: Step) -> str:
    """ "with a total Hand Cost {6} or less" / "with a total {V} of 4 or less" (6.5.b)."""
    return group_totals.total_words(step)


def _target(desc: str, another: bool, up_to: int) -> str:
    if up_to:  # "up to two other target Characters": none of them me (7.2.1.a)
        other = "other " if another else ""
        return f"up to {_NUMBERS.get(up_to, str(up_to))} {other}target {desc}"
    return ("another target " if another else "target ") + desc


def _adjectives(flt: dict[str, Any]) -> list[str]:
    words: list[str] = []
    if flt.get("non_token"):
        words.append("non-token")
    words.extend(f"non-{s}" for s in flt.get("without_subtypes", ()))  # 2.2.2
    words.extend(str(getattr(s, "value", s)) for s in flt.get("statuses", ()))
    if flt.get("any_statuses"):  # "Fleeting, Anchored or Asleep" (2.4)
        *first, last = (str(getattr(s, "value", s)) for s in flt["any_statuses"])
        words.append(f"{', '.join(first)} or {last}")
    subtypes = list(flt.get("subtypes", ()))
    if len(subtypes) > 1:  # one of them (2.2.2): "Plant or Animal", said without a noun
        words.append(vocabulary.subtypes_or_words(subtypes))
    else:
        words.extend(subtypes)
    words.extend(flt.get("all_subtypes", ()))  # "Plant Robot": both (2.2.2)
    return words


def _description(flt: dict[str, Any], noun: str, plural: bool) -> str:
    """ "[statuses] [sub-types] [noun] [you control] [with Hand Cost {N} or less]"."""
    flt = dict(flt)
    if flt.get("any_of"):  # one kind with either qualifier (writer/qualifier_ors.py)
        from scenarios.cards.grammar.writer.qualifier_ors import same_kind_words

        if (same := same_kind_words(flt, noun, plural, _description)) is not None:
            return same
    if flt.get("any_of"):  # ia40: one of two descriptions (writer/slot_unions.py)
        from scenarios.cards.grammar.writer.slot_unions import union_words

        either = union_words(flt, plural, _description)
        if either is not None:
            return either
    named = token_cards.named_noun(flt, plural)  # "Ember Wisp tokens" (writer/token_cards.py)
    if named is not None:
        noun, plural = named, False
    noun = vocabulary.zone_noun(flt, noun) if noun else noun  # "Landmark Permanent"
    in_expeditions = False
    if flt.pop("tokens", False):  # "target token", "Character tokens" (1.1.7.b)
        if noun == "Expedition Character or Permanent":  # "tokens in each Expedition"
            noun, in_expeditions = "Character or Permanent", True
        noun = "token" if noun in ("", "Character or Permanent") else f"{noun} token"
    without = list(flt.get("without", ()))
    ready = "Exhausted" in [str(getattr(s, "value", s)) for s in without]
    if ready:  # "ready": not Exhausted (2.4.6.b)
        flt["without"] = [s for s in without if str(getattr(s, "value", s)) != "Exhausted"]
        if not flt["without"]:
            del flt["without"]
    words = (["ready"] if ready else []) + _adjectives(flt)
    if (noun or plural) and len(flt.get("subtypes", ())) > 1:
        raise Unwritable("several sub-types before a noun")  # "Plant or Animal" stands alone
    if noun and plural and " or " in noun:  # id40: "Characters or Permanents", each plural
        words.append(" or ".join(part + "s" for part in noun.split(" or ")))
    elif noun:
        words.append(noun + ("s" if plural else ""))
    elif plural:
        words[-1] += "s"
    controller = flt.get("controller")
    if controller == "you":
        words.append("you control")
    elif controller == "opponent":
        words.append("an opponent controls")
    elif controller == "decider":
        words.append("they control")
    if in_expeditions:  # in the Expedition zone (3.2.4)
        words.append("in each Expedition")
    owner = flt.pop("owner", None)
    if owner:  # "you own" (1.1.3.c)
        words.append("you own" if owner == "you" else "an opponent owns")
    for key, label in (
        ("hand_cost", "Hand Cost"),
        ("reserve_cost", "Reserve Cost"),
        ("base_cost", "Base Cost"),
    ):
        if flt.get(f"{key}_max") is not None and flt.get(f"{key}_max") == flt.get(f"{key}_min"):
            words.append(f"with {label} {{{flt[key + '_max']}}}")  # equal to it
            continue
        if flt.get(f"{key}_max") is not None:
            words.append(f"with {label} {{{flt[key + '_max']}}} or less")
        if flt.get(f"{key}_min") is not None:
            words.append(f"with {label} {{{flt[key + '_min']}}} or more")
    if flt.get("base_stat") is not None:
        words.append(f"with a base statistic of {flt['base_stat']}")
    if flt.get("in_terrain"):  # "in {V}" (7.5.8.c), "in {V} or {O}" (7.5.8.b)
        icons = {"forest": "{V}", "mountain": "{M}", "water": "{O}"}
        other = f" or {icons[flt['or_terrain']]}" if flt.get("or_terrain") else ""
        words.append(f"in {icons[flt['in_terrain']]}{other}")
    if flt.get("in_its_expedition"):  # "target Character in its Expedition" (6.5.b)
        words.append("in its Expedition")
    for side, said in (("min", "greater"), ("max", "less")):
        if flt.get(f"hand_cost_{side}_my_counters"):  # 2.5.c
            name = flt[f"hand_cost_{side}_my_counters"]
            words.append(f"with Hand Cost {said} than or equal to my number of {name} counters")
    if flt.get("facing_me"):  # 1.2.3.c
        words.append("in the Expedition facing me")
    words.extend(filter_words(flt))  # writer/numbers_and_distribution.py
    if len(flt.get("keywords") or ()) > 1:
        raise Unwritable("several keyword abilities in a description")
    words.extend(vocabulary.filter_words(flt))  # writer/cr_vocabulary.py
    words.extend(descriptions_words.filter_words(flt))  # writer/descriptions.py
    words.extend(described.filter_words(flt))  # writer/described_expeditions.py
    words.extend(group_totals.filter_words(flt))  # "in an Expedition that's behind"
    words.extend(negated.filter_words(flt, _description))  # "without Defender" (gram37)
    known = {
        "non_token",
        "statuses",
        "any_statuses",
        "all_subtypes",
        "without_subtypes",
        "in_terrain",
        "or_terrain",
        "in_its_expedition",
        "facing_me",
        "hand_cost_min_my_counters",
        "hand_cost_max_my_counters",
        "subtypes",
        "controller",
        "hand_cost_max",
        "hand_cost_min",
        "reserve_cost_max",
        "reserve_cost_min",
        "base_cost_max",
        "base_cost_min",
        "base_stat",
        "types",
    }
    known |= described.FILTER_KEYS
    known |= group_totals.FILTER_KEYS
    known |= negated.FILTER_KEYS
    if set(flt) - known - FILTER_KEYS - vocabulary.FILTER_KEYS - descriptions_words.FILTER_KEYS:
        raise Unwritable(f"the filter {sorted(set(flt) - known)}")
    return " ".join(words)
