"""A small sentence encoder shipped with the app: all-MiniLM-L6-v2, int8, run in numpy.

Judges type what players say ("does it untap in the morning?"); the rules say "ready" and
"Prepare". Lexical search meets such a question only through the players' words lexicon; a
sentence encoder places the question and each rule in one vector space where paraphrases lie
close, which the search uses as two more signals (:mod:`rules_corpus.search.semantic`).

* :mod:`.model_file` — the vendored model (``rules_corpus/data/minilm_l6_int8.onnx``: the
  whole encoder as one ONNX graph, weights int8) and its tokenizer, made from the public model
  by ``scripts/vendor_semantic_model.py``, read by :mod:`.onnx_reader` and run by :mod:`.minilm`;
* :mod:`.encoder` — texts → token ids (:mod:`.wordpiece` over the model's own tokenizer.json)
  → the network → unit vectors, with a cache of recent questions;
* :mod:`.vectors` — every search unit's vector: the bundled corpus's shipped as data, others
  encoded in the background and kept on disk beside the search index.

Nothing is downloaded at run time; no torch, no onnxruntime (numpy runs the model on one thread).
"""
