"""The decision-point table: for each rule-driven branch of the engine, the question it
decides in a judge's words and the most specific rules (Comprehensive Rules 5.0) that
govern it — for the right card type and the right step.

The engine cites a decision point with :func:`why` — or :func:`rule_of` where one rule is
named, in a refusal or an impossible atomic action — so its trace says exactly what this
table says, and the engine writes no rule id anywhere else. Tests check that every rule
here is a rule line of CR 5.0 and in the citation registry, that every point is used by
the engine, that every point the engine uses is here, and (parsing the engine's code)
that no rule id is written outside the table. Atomic-action points live in
:mod:`engine.why.actions`, refusals in :mod:`engine.why.refusals`, the day's structure in
:mod:`engine.why.day`, Reactions in :mod:`engine.why.reactions`, dice in
:mod:`engine.why.dice`, hidden cards in :mod:`engine.why.hidden`, where things are put
and which Expedition "my/its Expedition" is in :mod:`engine.why.places`, and Tough in
:mod:`engine.why.tough`; this module merges them. The table was reviewed rule by rule
against the rules text (``judge-app rule ID``); when a rule is reworded or renumbered, this
is the one place to change.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from engine.why import actions as why_actions
from engine.why import day as why_day
from engine.why import dice as why_dice
from engine.why import hidden as why_hidden
from engine.why import places as why_places
from engine.why import reactions as why_reactions
from engine.why import refusals as why_refusals
from engine.why import steps as why_steps
from engine.why import tough as why_tough
from engine.why.citations import cite
from engine.why.point import Point

__all__ = ["TABLE", "Point", "rule_of", "why"]


_TABLE: dict[str, Point] = {
    # ------------------------------------------------------------------ 1.2.4.d, Gigantic changes
    "ability.outside_play": Point(
        "Does the ability of a card in a Hand, a Reserve (not a support ability), a Discard "
        "pile or Limbo work there?",
        ("1.2.4.d",),
    ),
    "keyword.ignored": Point(
        "Does an ignored keyword ability (Defender, Eternal, Tough …) still have its effect?",
        ("7.3.19.b",),
    ),
    "keyword.lost": Point(
        "Does a keyword ability of an object that lost its abilities to a passive ability "
        "still have its effect?",
        ("2.3.1.d",),
    ),
    "gigantic.gained": Point(
        "Where is a Character that a passive ability makes Gigantic?", ("7.4.4.o", "2.3.1.e")
    ),
    "gigantic.lost": Point(
        "Where is a Character that a passive ability no longer makes Gigantic?",
        ("7.4.4.p", "2.3.1.e"),
    ),
    # ------------------------------------------------------------------ 5 playing a card
    "play.declare": Point(
        "What does a player declare when playing a card?", ("5.1.2.a", "5.1.2.c", "5.1.2.d")
    ),
    "play.choose_orbs": Point("Which Mana Orbs pay for the card?", ("5.1.2.c", "1.2.5.e")),
    "play.orbs_chosen": Point("When are the Mana Orbs chosen?", ("5.1.2.c",)),
    "play.exhausted_from_reserve": Point(
        "May an exhausted card be played from Reserve?", ("2.4.6.c", "2.4.6.d")
    ),
    "play.to_limbo": Point("Where does a card go once declared?", ("5.1.2.h",)),
    "play.from_deck": Point(
        "May an effect play the card it revealed on top of a Deck, and is it played from Hand?",
        ("5.2.a", "7.1.1.b"),
    ),
    "play.from_reserve_fleeting.character": Point(
        "Does a Character played from Reserve gain Fleeting in Limbo?", ("5.2.1.b", "2.4.7.a")
    ),
    "play.from_reserve_fleeting.permanent": Point(
        "Does an Expedition Permanent played from Reserve gain Fleeting in Limbo?",
        ("5.2.2.b", "2.4.7.a"),
    ),
    "play.from_reserve_fleeting.spell": Point(
        "Does a Spell played from Reserve gain Fleeting in Limbo?", ("5.2.4.a", "2.4.7.a")
    ),
    "play.spell_fleeting_keyword": Point(
        "Does a Spell with Fleeting in its text box gain Fleeting in Limbo?", ("5.2.4.a", "2.4.7.b")
    ),
    "play.spell_passive_fleeting": Point(
        "Does 'Spells you play ... have Fleeting' apply to a Spell moved to Limbo?",
        ("5.2.4.a", "2.3.1.a"),
    ),
    "play.spell_next_played_fleeting": Point(
        "Does 'the next Spell you play gains/loses Fleeting' apply to a Spell in Limbo?",
        ("5.2.4.a", "2.2.15.c"),
    ),
    "play.pay": Point("How is the card's cost paid?", ("5.1.2.i", "1.2.5.e", "1.2.7.b", "3.2.9.f")),
    "play.nothing_to_pay": Point("Is anything paid for a card that costs 0?", ("5.1.2.i",)),
    "play.resolve": Point("When does a card resolve?", ("5.1.2.j",)),
    "play.enters.character": Point(
        "Where does a Character go as it resolves?", ("5.1.2.j", "5.2.1.c", "7.5.12.a")
    ),
    "play.enters.permanent": Point(
        "Where does an Expedition Permanent go as it resolves?",
        ("5.1.2.j", "5.2.2.c", "7.5.12.a", "2.2.3.d"),
    ),
    "play.enters.landmark": Point(
        "Where does a Landmark Permanent go as it resolves, and is it Fleeting?",
        ("5.1.2.j", "5.2.3.a", "7.5.12.a", "2.2.3.e"),
    ),
    "play.gains_fleeting.character": Point(
        "Does a Character that had Fleeting in Limbo keep it in the Expedition?",
        ("5.2.1.c", "2.4.7.c"),
    ),
    "play.gains_fleeting.permanent": Point(
        "Does an Expedition Permanent that had Fleeting in Limbo keep it?", ("5.2.2.c", "2.4.7.c")
    ),
    "play.spell_done.fleeting": Point(
        "Where does a Fleeting Spell go after resolving?", ("5.2.4.b", "2.4.7.e", "7.5.12.a")
    ),
    "play.spell_done": Point("Where does a Spell go after resolving?", ("5.2.4.b", "7.5.12.a")),
    "play.spell_gone": Point("What if the Spell left Limbo while resolving?", ("2.1.i",)),
    "play.next_played_used_up": Point(
        "Does 'the next card you play ...' last after that card?", ("2.2.15.c",)
    ),
    "play.in_effect_place": Point(
        "Where does a card played by an effect go?", ("5.2.1.a", "5.1.2.c")
    ),
    "play.in_effect_scout": Point(
        "Can a card an effect plays for free or for less be played with Scout?",
        ("5.2.1.a", "5.1.2.c", "7.4.5.d"),
    ),
    "play.in_effect_nothing": Point(
        "What if an effect says to play a card and there is none?", ("1.2.6.f",)
    ),
    "play.in_effect_cannot": Point(
        "What if the card an effect would play cannot be played now?", ("5.1.2.g",)
    ),
    "play.place_chosen": Point("Which Expedition was chosen?", ("5.2.1.a",)),
    "play.scout_chosen": Point(
        "May a card an effect plays for free be played with Scout, paying Scout's cost "
        "instead (and gaining 'Send me to Reserve')?",
        ("7.4.5.c", "7.4.5.d", "5.2.1.a"),
    ),
    "play.scout": Point(
        "What does playing a card with Scout X cost, and what does it gain?", ("7.4.5.c",)
    ),
    "play.scout_altered": Point(
        "Do cost alterations apply to Scout's alternative cost?", ("7.4.5.d",)
    ),
    "play.for_free": Point("What does a card played for free cost?", ("7.3.26.a",)),
    "play.zones_said": Point(
        "'Play a card from your Hand' (or Reserve): may a card from the other zone be played?",
        ("5.2.a",),
    ),
    "play.own_cost_outside_play": Point(
        "Does a card's own 'I cost N less' work in the Hand or Reserve it is played from, "
        "though it is not in play?",
        ("1.2.4.d",),
    ),
    "play.cost_altered": Point(
        "In which order do cost increases, decreases and restrictions apply?", ("5.1.2.f",)
    ),
    "play.counted_plays": Point("Which cards count as played this turn?", ("5.1.2.k",)),
    "play.by_effect": Point("When is a card an effect plays played?", ("5.2.b",)),
    "play.cooldown": Point("Does a Spell with Cooldown come back ready?", ("7.4.1.b",)),
    # ------------------------------------------------------------------ 5.3 quick actions
    "quick.choose_orbs": Point("Which Mana Orbs pay for the quick action?", ("5.1.2.c", "1.2.5.e")),
    "quick.declare": Point(
        "Whose quick actions may a player play, and how are they declared?",
        ("5.1.2.b", "5.1.2.c", "5.3.b"),
    ),
    "quick.pay": Point("How is a quick action's cost paid?", ("5.1.2.i", "6.4.a", "1.2.7.b")),
    "quick.mana": Point("How is a quick action's mana paid?", ("1.2.5.e",)),
    "quick.exhaust_me": Point("How is {T} (exhaust me) paid?", ("5.3.d",)),
    "quick.discard_me": Point("How is {D} (discard me from Reserve) paid?", ("7.1.4.b",)),
    "quick.cost_choice": Point(
        "Which Character does the cost 'Sacrifice a Character' sacrifice, and when is it chosen?",
        ("1.2.5.a", "5.1.2.c"),
    ),
    "quick.cost_sacrifice": Point(
        "Is a Character sacrificed to pay a cost sacrificed?", ("7.3.36.a", "1.2.5.d")
    ),
    "quick.cost_discard": Point(
        "How is 'Discard a card from your Reserve' paid?", ("7.3.7.a", "1.2.5.d")
    ),
    "quick.resolve": Point("Who is 'I' when a quick action resolves?", ("5.1.2.j", "7.2.1.c")),
    "quick.not_an_object": Point(
        "Does a quick action still resolve once its cost discarded its card?", ("5.3.c",)
    ),
    "quick.after_you": Point("Is After You a pass?", ("7.3.2.a", "7.3.2.b")),
    # ------------------------------------------------------------------ 6 effects
    "effect.ongoing": Point(
        "What does an effect lasting longer than its resolution create?", ("2.2.2.m",)
    ),
    "effect.delayed": Point(
        'What does "[effect] after Rest" create, and when does the effect happen?',
        ("2.2.2.m", "4.2.d"),
    ),
    "effect.condition": Point(
        "Is a conditional step's condition met, checked just before it?", ("6.5.d",)
    ),
    "effect.behind": Point("Is the Expedition behind the one facing it?", ("7.5.2.b",)),
    "effect.ahead": Point("Is the Expedition ahead of the one facing it?", ("7.5.2.a",)),
    "effect.tied": Point("Is the Expedition tied with the one facing it?", ("7.5.2.c",)),
    "effect.all_tied": Point("Where is an Expedition during tiebreakers?", ("7.5.2.d",)),
    "effect.tied_in_tiebreakers": Point(
        "Can an Expedition be behind during tiebreakers?", ("7.5.2.d", "7.5.2.b")
    ),
    "effect.condition_gigantic": Point(
        "Is 'my Expedition is behind' true for a Gigantic object?", ("7.4.4.k",)
    ),
    "effect.condition_over_steps": Point(
        "Does one condition before a colon govern every step of the output, evaluated once?",
        ("6.5.e", "6.1.c"),
    ),
    "effect.otherwise": Point(
        "Do the 'otherwise' steps happen, the condition evaluated once?", ("6.5.e",)
    ),
    "effect.exchange_impossible": Point(
        "Does an exchange happen when its second object cannot be determined?",
        ("7.3.12.b", "6.1.g"),
    ),
    "effect.steps": Point(
        "Is each verb of the effect a separate step, resolved in order?", ("6.1.c",)
    ),
    "effect.times": Point("Are 'X times' performed together or one after the other?", ("6.5.i",)),
    "effect.times_counted": Point(
        "How many times is 'do the following X+1 times' done, and does each choose anew?",
        ("6.5.i",),
    ),
    "effect.choose_counted": Point(
        "How many modes does 'choose X+1' choose, X counted as it resolves?", ("6.5.g",)
    ),
    "effect.modes_times": Point(
        "Does each instance of 'choose one, twice' choose its modes anew?", ("6.5.i", "6.5.g")
    ),
    "effect.modes": Point(
        "Who chooses the modes of a modal effect, and in which order do they resolve?", ("6.5.g",)
    ),
    "effect.augment": Point("Which counter does Augment add to?", ("7.3.4.a",)),
    "effect.remove_alike": Point(
        "Which of an object's boosts does 'I lose 1 boost' remove?", ("2.5.d", "2.5.g")
    ),
    "effect.remove_counters": Point(
        "How many counters does 'remove X counters' leave when there are X or fewer?",
        ("2.5.g",),
    ),
    "effect.remove_which": Point(
        "Who chooses which counters are removed, and are counters of one name told apart?",
        ("6.1.g", "2.5.d"),
    ),
    "effect.facing_me": Point("Which Expedition is 'the Expedition facing me'?", ("1.2.3.c",)),
    "effect.facing_me_gigantic": Point(
        "Which Expeditions are 'the Expedition facing me' for a Gigantic Character?",
        ("7.4.4.g",),
    ),
    "control.already": Point(
        "Can a player take control of an object they already control?", ("7.3.40.d",)
    ),
    "control.not_in_play": Point(
        "Can a player take control of an object that is not in play?", ("7.3.40.c",)
    ),
    "control.gigantic_place": Point(
        "Where does a Gigantic Character taken control of go?", ("7.3.40.a", "7.4.4.h", "7.4.4.b")
    ),
    "control.gigantic_both": Point(
        "Is a Gigantic Character taken control of in both Expeditions?", ("7.3.40.a", "7.4.4.b")
    ),
    "control.landmark_limit": Point(
        "May a player take a Landmark beyond their landmark limit?", ("3.2.7.c", "4.2.5.c")
    ),
    "gift.also_receive": Point("What does a player who also receives a Gift get?", ("7.3.29.b",)),
    "effect.play_now": Point(
        "When is a card an effect plays played, and when are the Reactions it activates played?",
        ("5.2.b", "4.4.a"),
    ),
    "effect.rush_to": Point(
        "Does 'you may Rush to [do X]' do X if no card was played?", ("5.2.b", "7.3.34.b")
    ),
    "effect.play_if_you_did": Point(
        "Does 'play a card; if you did, [do Y]' do Y?", ("5.2.b", "6.5.f")
    ),
    "effect.rushed": Point("Was a card actually played due to Rush?", ("7.3.34.b", "7.5.12.a")),
    "effect.played": Point(
        "Did the player start playing the card ('if you did')?", ("6.5.f", "5.1.2.h")
    ),
    "effect.finds_it": Point(
        "Can the effect find the card it moved through several zone changes?", ("2.1.g",)
    ),
    "modifier.optional": Point(
        "Does an optional replacing modifier apply, and who decides?", ("6.2.d", "6.2.b")
    ),
    "modifier.impossible_event": Point(
        "Can a modifier apply to an event that is impossible?", ("1.4.1.d",)
    ),
    "modifier.order": Point(
        "Which of several replacing modifiers applies first?", ("6.2.h", "6.2.i")
    ),
    "modifier.optional_whole_step": Point(
        "Does an optional modifier of a whole step apply?", ("6.2.d", "6.2.f")
    ),
    "cost.mana_short": Point(
        "Can a cost inside an effect be paid with too few Mana Orbs?", ("1.2.5.c",)
    ),
    "cost.exhausted_object": Point(
        "Can 'You may exhaust me to …' be paid when I am already exhausted?", ("2.4.6.a",)
    ),
    "may.cost_unpayable": Point(
        "Is a player asked 'You may [cost] to …' when the cost cannot be paid?",
        ("6.1.g", "1.4.1.b"),
    ),
    "cost.part_unpayable": Point(
        "Is a two-part cost paid when one part cannot be?", ("1.2.5.c", "6.1.d", "1.4.1.b")
    ),
    "cost.spend_short": Point(
        "Can a cost spending counters be paid by an object with too few of them?", ("2.5.h",)
    ),
    "cost.choose_orbs": Point("Which Mana Orbs pay a cost inside an effect?", ("1.2.5.e", "6.1.d")),
    "cost.paid": Point(
        "How is a cost of several verbs inside an effect paid?",
        ("6.1.d", "6.4.a", "1.2.7.b", "1.2.5.e", "3.2.9.f"),
    ),
    "effect.if_you_did": Point("Do the steps 'to [do Y]' / 'if you did' happen?", ("6.5.f",)),
    "modifier.alternative": Point(
        "When does the alternative of a declined optional modifier happen?", ("6.2.e",)
    ),
    "target.none": Point("What happens when there is no suitable target?", ("6.5.b",)),
    "target.cant_be_targeted": Point(
        "Is an object a passive ability says can't be targeted a suitable target?",
        ("6.5.b", "1.4.1.a"),
    ),
    "target.within_total": Point(
        "How are several targets whose total must stay within a limit chosen?",
        ("6.5.b", "6.1.g"),
    ),
    "target.token_hand_cost": Point(
        "Does a token meet 'with Hand Cost N or less / or more' among the objects a player "
        "may choose?",
        ("2.2.7.c",),
    ),
    "target.in_terrain": Point(
        "Is a Character 'in [terrain]' among the objects a player may choose — a Gigantic one "
        "if either of its Expeditions is?",
        ("7.5.8.c", "7.5.8.b"),
    ),
    "target.in_play": Point(
        "Does 'target Character' include cards in a Reserve or a Hand?", ("2.2.1.h",)
    ),
    "target.sacrifice_own": Point(
        "'Sacrifice target token': may the target be an object another player controls?",
        ("7.3.36.a",),
    ),
    "effect.condition_type": Point(
        "Is 'if it's a Permanent' checked wherever the card now is?", ("2.2.1.i",)
    ),
    "effect.condition_subtype": Point(
        "Is 'if it's a Robot' checked wherever the card now is?", ("2.2.2.o",)
    ),
    "group.behind_or_tied": Point(
        "Which of your Expeditions are 'behind or tied', and when is it checked?",
        ("7.5.2.b", "7.5.2.c"),
    ),
    "group.tied_in_tiebreakers": Point(
        "Which of your Expeditions are 'behind or tied' during tiebreakers?", ("7.5.2.d",)
    ),
    "group.you": Point("Who is 'you' in 'Characters you control'?", ("7.2.3.a", "7.5.5.c")),
    "place.yours": Point(
        "Whose is 'your hero Expedition' — the card's owner's or its controller's?",
        ("7.2.3.a", "7.5.5.a"),
    ),
    "target.choose": Point("When and by whom is a target chosen?", ("6.5.b", "6.1.g")),
    "may.one": Point("Who decides a 'you may'?", ("6.5.c",)),
    "may.sabotage": Point(
        "Must the player who Sabotages discard the card, or may they discard none?",
        ("7.3.35.a",),
    ),
    "may.you_decide": Point(
        "Who decides 'You may target an opponent, they draw a card': you or the opponent?",
        ("6.5.c",),
    ),
    "may.each_player": Point(
        "In which order do several players decide their 'may'?", ("6.5.c", "6.1.h", "1.4.5.a")
    ),
    "effect.its_controller": Point(
        "Who is 'its controller' of a card the effect just discarded or moved?", ("2.1.h",)
    ),
    "group.found": Point("Which objects does a group ('Characters you control') mean?", ("6.1.e",)),
    "group.short_deck": Point(
        "What if the Deck has fewer cards than the effect names?", ("3.2.2.e",)
    ),
    "group.no_top_card": Point(
        "What does a step on 'the top card' of an empty Deck do?", ("3.2.2.d",)
    ),
    "action.forward_stops_at_far_end": Point(
        "Where does an Expedition stop that would move forward past the opposite region?",
        ("7.3.25.d",),
    ),
    "action.backwards_stops_at_origin": Point(
        "Where does an Expedition stop that would move backwards past its origin?",
        ("7.3.24.c",),
    ),
    "action.gigantic_defects": Point(
        "Where does the card of a Gigantic Character that defects go?", ("7.4.4.i",)
    ),
    "action.owners_zone": Point(
        "Where does an object another player controls go when sent to a personal zone?",
        ("3.1.2.c", "1.4.3.a"),
    ),
    "action.draw_short_deck": Point(
        "Outside Morning, what does drawing more cards than the Deck holds draw?", ("3.2.2.e",)
    ),
    "choice.nothing": Point(
        "What if a player has nothing to choose?", ("6.5.h", "1.2.6.f", "6.1.g")
    ),
    "choice.nothing_to_sacrifice": Point(
        "What if a player controls nothing in play they could sacrifice?",
        ("7.3.36.a", "6.5.h", "1.2.6.f", "6.1.g"),
    ),
    "choice.one": Point("Who makes a choice, and when?", ("6.1.g",)),
    "choice.for_each_may": Point(
        "'For each Permanent you control, you may ...': which of them, and who decides?",
        ("6.5.i", "6.5.c"),
    ),
    "effect.if_not_done": Point(
        "'You may [X] to increase the result by 2': what happens when X is not done?",
        ("6.5.c", "6.5.f"),
    ),
    "effect.if_you_cant": Point(
        "'Sacrifice a Robot or Permanent. If you can't, sacrifice me.': when does the second "
        "step happen?",
        ("6.1.g", "6.5.d"),
    ),
    "effect.depending_on_count": Point(
        "Which of '● 1-4: ... ● 9+: ...' follows 'depending on the number of boosts removed "
        "this way'?",
        ("6.5.d", "2.5.g"),
    ),
    "choice.fewer": Point(
        "'Sacrifice two Characters' with only one: is it sacrificed?", ("6.5.h", "6.1.g")
    ),
    "choice.each_player": Point(
        "In which order does each player choose under 'each player ...'?",
        ("6.1.g", "6.1.h", "1.4.5.a"),
    ),
    "replace.switch_leaves": Point(
        "Does a Character switching Expeditions 'leave my Expedition' for a replacing modifier?",
        ("7.3.39.b",),
    ),
    "target.chosen": Point("Which target was chosen?", ("6.5.b",)),
    "target.several": Point(
        "How are the targets of a step with several targets chosen, and may one object be "
        "chosen for two of them?",
        ("6.5.b", "6.1.g"),
    ),
    "may.cost_declined": Point(
        "May a player decline the cost of 'You may pay {1} to ...', and what then?",
        ("6.4.b", "6.5.f"),
    ),
    "choice.cant_option": Point(
        "Is an object a 'can't' keeps from what the step does offered as a choice?",
        ("6.1.g", "1.4.1.a"),
    ),
    "may.cant_option": Point(
        "Is a player asked whether to do a 'you may' step a 'can't' makes impossible?",
        ("6.1.g", "1.4.1.a"),
    ),
    "may.answered": Point("What did the player decide for their 'may'?", ("6.5.c",)),
    # ------------------------------------------------------------------ 2.3 passive abilities
    "passive.depends.removes": Point(
        "Which passive ability applies first when applying one would remove the other?",
        ("2.3.2.d", "2.3.3.a"),
    ),
    "passive.depends.reach": Point(
        "Which passive ability applies first when applying one changes what the other applies to?",
        ("2.3.2.e", "2.3.3.a"),
    ),
    "passive.depends.does": Point(
        "Which passive ability applies first when applying one changes what the other does?",
        ("2.3.2.f", "2.3.3.a"),
    ),
    "passive.depends.chain": Point(
        "Does a passive ability depend on another through a chain of dependencies, and which "
        "applies first?",
        ("2.3.2.g", "2.3.3.a", "2.3.3.c"),
    ),
    "passive.depends.before_older": Point(
        "Does a passive ability another depends on apply first even if it is newer?",
        ("2.3.3.b",),
    ),
    "passive.depends.mutual": Point(
        "Which of two passive abilities that depend on each other applies first?",
        ("2.3.3.a", "2.3.3.b"),
    ),
    # ------------------------------------------------------------------ effects, Reactions, by hand
    "count.expeditions_in_terrain": Point(
        "Which Expeditions does 'per Expedition in [terrain]' count — every player's whose "
        "region has that terrain?",
        ("7.5.8.b",),
    ),
    "effect.in_terrain": Point(
        "Is 'if I am in [terrain]' true: is my Expedition's region of that terrain?",
        ("7.5.8.c", "7.5.8.b"),
    ),
    "effect.augment_choice": Point(
        "Which counter does Augment add to, when the card has several kinds?", ("6.1.g",)
    ),
    "effect.spend_counter": Point(
        "Which counter is spent, and who chooses?", ("7.3.38.a", "6.1.g")
    ),
    "effect.gone_bound": Point(
        "Can an Emblem-Reaction alter the object it is bound to once it is a new object?",
        ("6.3.j", "2.1.d"),
    ),
    "effect.gone_new_object": Point(
        "Can an effect act on an object that changed zones (a new object)?", ("2.1.d",)
    ),
    "effect.nothing_to_act_on": Point(
        "What happens to the part of an effect with nothing to act on?", ("6.5.h",)
    ),
    "effect.several_actions": Point(
        "Does a step acting on several objects make one atomic action each, simultaneously?",
        ("6.1.e", "6.1.f"),
    ),
    "byhand.support_in_reserve": Point(
        "Does a support ability work once its card is in Reserve?", ("1.2.4.d",)
    ),
    "byhand.enters_play": Point("Does the card enter play?", ("7.3.10.a",)),
    "byhand.played": Point("When is a card played?", ("7.5.12.a",)),
    "byhand.cost": Point("When do cost alterations apply to a card played?", ("5.1.2.f",)),
    "byhand.at_phase": Point("Do 'At [phase]' abilities happen as a phase begins?", ("4.2.b",)),
    "byhand.at_event": Point(
        "Does the event activate a Reaction that existed before it?", ("6.3.f",)
    ),
    "quick.spend": Point(
        "How is a quick action's 'spend counters' cost paid?", ("2.5.h", "7.3.38.a")
    ),
    "target.ahead": Point("Which Expeditions are 'ahead'?", ("7.5.2.a",)),
    "target.by_opponent": Point(
        "Who chooses the target of 'That opponent targets a card in your Reserve'?",
        ("6.5.b", "1.4.2.a"),
    ),
    "ascend.attempt_fails": Point(
        "What happens when an Expedition is told to Ascend but cannot?", ("7.5.3.a",)
    ),
    "ascend.not_an_attempt": Point(
        "Does an Expedition that Ascends 'attempt to' Ascend?", ("7.5.3.a",)
    ),
    "reaction.revealed_this_way": Point(
        "Does 'When you reveal a card this way' activate: did my own 'also reveal' add the "
        "reveal to this step, and which card is 'it'?",
        ("6.3.f", "6.2.c", "6.3.i"),
    ),
    "action.win_game": Point(
        "Does a player an effect says wins the game win now, outside Check Victory?",
        ("1.4.2.a",),
    ),
    "effect.each_player_starting_with_you": Point(
        "In which order do players each do a step the card says starts with you, and who "
        "decides and does each?",
        ("6.1.h", "1.4.7.b", "5.2.b"),
    ),
    "action.draw_it": Point(
        "Is 'draw it' drawn: is the card 'it' names still the top card of its owner's Deck?",
        ("7.3.9.a",),
    ),
    "effect.gone_cannot_move": Point(
        "Can an effect move an object that no longer exists?", ("2.1.i",)
    ),
    "gigantic.created": Point(
        "Where is a token created Gigantic by a passive ability?", ("7.4.4.c",)
    ),
    "tough.not_targeted": Point(
        "Must an opponent pay Tough for an object their effect reaches without targeting it?",
        ("7.4.7.c",),
    ),
    "effect.subtype_in_play": Point(
        "Does 'a [sub-type]' in a condition count a card outside play?", ("2.2.2.n",)
    ),
    "turn.too_costly": Point(
        "May a player play a card whose cost they cannot pay in full?", ("6.4.c", "1.2.5.c")
    ),
    "play.expedition_character": Point(
        "Who chooses the Expedition a Character is played into, and when?", ("5.2.1.a",)
    ),
    "play.expedition_permanent": Point(
        "Who chooses the Expedition an Expedition Permanent is played into, and when?",
        ("5.2.2.a",),
    ),
    "effect.in_terrain_gigantic": Point(
        "Is a Gigantic object in the terrains of both its Expeditions' regions?",
        ("7.4.4.b", "7.5.8.c"),
    ),
    "group.in_play": Point(
        "Which objects does 'each Character' or 'all Permanents' mean?", ("3.1.4.a",)
    ),
    "group.you_control": Point(
        "Which zones' objects does a player control (not the Reserve)?", ("7.5.5.a", "7.5.5.b")
    ),
    "passive.timestamp_order": Point(
        "In which order do two region passive abilities apply when neither depends on the other?",
        ("2.3.3.b",),
    ),
    "passive.condition_ends": Point(
        "When does a passive ability 'as long as …' or 'if …' start or stop applying — "
        "is it checked again after each event?",
        ("2.3.1.e",),
    ),
    "passive.only_in_play": Point(
        "Does a passive ability changing characteristics affect a card outside play?",
        ("2.3.1.b",),
    ),
    "play.optional_cost_needed": Point(
        "Must a player pay an optional cost when, without it, the card costs more mana than "
        "they have — is a declaration they cannot pay legal?",
        ("5.1.2.g", "1.2.5.c"),
    ),
    "play.optional_cost": Point(
        "When is an optional cost of playing a card ('You may discard a card from your "
        "Reserve to reduce my cost by 2') chosen, and must it be paid?",
        ("5.1.2.c", "1.2.5.b", "6.4.b"),
    ),
    "play.optional_cost_paid": Point(
        "When is an optional cost of playing a card paid: with the mana, in one step?",
        ("5.1.2.i", "1.2.5.d", "6.4.a"),
    ),
}
for _part in (
    why_actions.POINTS,
    why_refusals.POINTS,
    why_day.POINTS,
    why_reactions.POINTS,
    why_dice.POINTS,
    why_hidden.POINTS,
    why_places.POINTS,
    why_tough.POINTS,
    why_steps.POINTS,
):
    if _part.keys() & _TABLE.keys():
        raise ValueError(f"decision points defined twice: {sorted(_part.keys() & _TABLE.keys())}")
    _TABLE.update(_part)

TABLE: Mapping[str, Point] = MappingProxyType(_TABLE)
"""Every decision point of the engine, by name."""


def why(point: str) -> tuple[str, ...]:
    """The rules that govern ``point`` (checked against the citation registry)."""
    return cite(*_TABLE[point].rules)


def rule_of(point: str) -> str:
    """The one rule that decides ``point``: what a refusal (:class:`IllegalAction`) or an
    impossible atomic action (1.4.1.c) names. Only for points with a single rule."""
    rules = why(point)
    if len(rules) != 1:
        raise ValueError(f"decision point {point!r} has {len(rules)} rules, not one")
    return rules[0]
