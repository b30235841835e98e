"""What a scenario's ``options_include`` / ``options_exclude`` may name, and whether an
option is the one named.

An expectation names an option by its label or id, or by the card or object the option is
about: excluding ``Kuwat`` fails as soon as any option plays, targets or chooses a card named
``Kuwat`` (or ``Kuwat, the Dissenter``: a card's name before its title), whatever else the
label says; a mode of a modal effect (6.5.g) is named by its words ("sacrifice a
Character" names the mode "Sacrifice a Character."). An exclusion that could never match any
option — it names no card, ref, player or Expedition of the scenario, no fixed answer, no
part of an option offered and no mode of the modal step — is an error in the file: it would
hold whatever the engine offered.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from engine import GameState
from engine.state.decisions import Decision, DecisionKind, Option

# Answers that are no card's name: turn, yes/no, places, statuses, die faces (docs/scenarios.md).
FIXED_WORDS = frozenset(
    {
        "pass",
        "yes",
        "no",
        "none",
        "hero",
        "companion",
        "landmark",
        "spell",
        "fleeting",
        "anchored",
        "asleep",
        "exhausted",
        "ascended",
        *(str(n) for n in range(0, 21)),
    }
)


def _short(name: str) -> str:
    """A card's name before its title: ``Kuwat`` for ``Kuwat, the Dissenter``."""
    return name.split(",", 1)[0].strip()


def _names_of(state: GameState, object_id: str, refs: Mapping[str, str]) -> set[str]:
    name = state.name(object_id)
    out = {name.casefold(), _short(name).casefold()}
    card_id = state.objects[object_id].card_id if object_id in state.objects else None
    out.update(ref.casefold() for ref, card in refs.items() if card_id and card == card_id)
    return out


def option_names(state: GameState, option: Option, refs: Mapping[str, str]) -> set[str]:
    """Every word an expectation may name ``option`` by, case-folded: its label, its id,
    and the names (full and short) and refs of the objects it is about — the object chosen
    or targeted, the card a ``play:…`` option plays, the object of a ``quick:…`` option."""
    out = {option.label.casefold(), option.id.casefold()}
    for part in (option.id, *option.id.split(":")):
        if part in state.objects:
            out |= _names_of(state, part, refs)
    return out


def names_an_option(
    state: GameState, decision: Decision, wanted: str, refs: Mapping[str, str]
) -> bool:
    """Whether ``wanted`` names one of the options of ``decision`` — a mode of a modal
    effect (6.5.g) also by its words (:func:`names_a_mode`)."""
    key = wanted.casefold()
    if any(key in option_names(state, o, refs) for o in decision.options):
        return True
    if decision.kind != DecisionKind.CHOOSE_MODE:
        return False
    return any(names_a_mode(wanted, o.label) for o in decision.options)


def _mode_words(text: str) -> str:
    """A mode's text as its words: case-folded, bullets and punctuation dropped, spaces
    collapsed — ``● Sacrifice a Character.`` -> ``sacrifice a character``."""
    return " ".join(re.findall(r"[\w{}/+-]+", text.casefold()))


def names_a_mode(wanted: str, mode_text: str) -> bool:
    """Whether ``wanted`` names the mode printed ``mode_text``: its words appear in the
    mode's words as whole words ("sacrifice a Character" names "Sacrifice a Character. If
    you can't, …")."""
    key = _mode_words(wanted)
    return bool(key) and _has_word(_mode_words(mode_text), key)


def mode_texts(decision: Decision) -> tuple[str, ...]:
    """Every mode of the modal step ``decision`` chooses for, offered or not (a mode with
    nothing to choose is not offered, 6.1.g): what an exclusion may name."""
    if decision.kind != DecisionKind.CHOOSE_MODE:
        return ()
    step = decision.resume.step
    if step is None:
        return ()
    return tuple(m.label() for m in step.modes)


def scenario_words(state: GameState, refs: Mapping[str, str]) -> set[str]:
    """The names an option of this scenario can be about: every card's name (full and
    short), every ref, every player and Expedition, case-folded."""
    words = {r.casefold() for r in refs}
    for card in state.cards.values():
        words |= {card.name.casefold(), _short(card.name).casefold()}
    for player in state.players:
        words |= {player.casefold(), f"{player}:hero".casefold(), f"{player}:companion"}
    return words


def never_matching(
    state: GameState, decision: Decision, excluded: Iterable[str], refs: Mapping[str, str]
) -> list[str]:
    """The exclusions that could never match any option: not a card, ref, player,
    Expedition or fixed answer of the scenario, not naming a card of the scenario within
    it (a label such as ``play Kuwat from reserve for 2 in hero Expedition``), no part
    of an option offered, and no mode of the modal step, offered or not."""
    words = scenario_words(state, refs)
    offered = [w for o in decision.options for w in option_names(state, o, refs)]
    out = []
    for wanted in excluded:
        key = wanted.casefold()
        if key in words or key in FIXED_WORDS or any(key in w for w in offered):
            continue
        if any(names_a_mode(wanted, text) for text in mode_texts(decision)):
            continue  # a mode of the modal step, offered or not (6.5.g, 6.1.g)
        if any(len(w) > 2 and _has_word(key, w) for w in words):
            continue
        out.append(wanted)
    return out


def _has_word(text: str, word: str) -> bool:
    """Whether ``word`` is in ``text`` as whole words (``kuwat`` is not in ``kuwatt``)."""
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text) is not None
