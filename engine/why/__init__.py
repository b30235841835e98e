"""Why the engine did what it did, in a judge's words.

The decision-point table (:mod:`engine.why.table`: for each rule-driven branch of the engine,
the question a judge would ask and the rules that answer it), one module of decision points
per part of the rules (``actions``, ``day``, ``dice``, ``hidden``, ``places``, ``reactions``,
``refusals``, ``steps``, ``tough``), the registry of every rule id the engine can cite
(:mod:`engine.why.citations`), the trace entries themselves (:mod:`engine.why.trace`) and
the words they are written in (``labels``, ``event_words``, ``condition_notes``,
``sequence_notes``), and where a derived value comes from when it is not the printed one
(``derived_values``: a keyword given by a passive ability, Boosted following the boosts, the
statistics compared at Progress; ``statistics_order``: statistics a change sets, step by step
in the order made; ``status_origin_words``: the effect that gave a status a step decides
from, 2.4.1.e, 2.4.6.a).
"""
