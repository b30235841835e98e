"""The question student: a question read by the first layers of MiniLM and mapped linearly onto
the whole model's vector (issue 32: a question never asked before searched in ≤ 10 ms).

A search compares the question's vector with every unit's, and the units' vectors are the whole
model's (6 layers; shipped, :mod:`.vectors`). Encoding a new question with all 6 layers is most
of a search's time; the student runs only the first :attr:`QuestionStudent.depth` layers of the
same weights, takes the tokens' mean hidden state there and maps it by a 384 × 384 matrix and a
bias onto the whole model's unit vector (an asymmetric encoder: questions by the student, units
by the teacher, one space). ``scripts/fit_question_student.py`` fits the map by ridge least
squares on texts in the question's register (the units' sentences, the asked bank, the studied
question sets) and measures it on studied questions kept out of the fit.

The map ships as ``rules_corpus/data/question_student.npz``: ``depth``, ``weight`` and
``bias`` (float16) and ``model``, the sha256 of the model file whose layers it was fitted on —
another model's map would give wrong vectors without a word, so it is refused
(:func:`read_student`).
"""

from __future__ import annotations

import io
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import numpy as np
import numpy.typing as npt

from rules_corpus.semantic.minilm import HIDDEN, LAYERS, MiniLM, unit_length

STUDENT_FILE: Final = Path(__file__).resolve().parents[1] / "data" / "question_student.npz"

Floats = npt.NDArray[np.float32]


class StudentFileError(ValueError):
    """The question student's file cannot be used: the message names the file and what is
    wrong with it."""


@dataclass(frozen=True, slots=True)
class QuestionStudent:
    """The first ``depth`` layers' mean hidden state → ``· weight + bias`` → unit length."""

    depth: int
    weight: Floats  # HIDDEN × HIDDEN
    bias: Floats  # HIDDEN

    def __call__(self, network: MiniLM, ids: npt.NDArray[np.int64]) -> Floats:
        """A question's vector, in the whole model's space."""
        pooled = network.pooled(ids, self.depth)
        return unit_length(np.asarray(pooled @ self.weight + self.bias, dtype=np.float32))


def read_student(path: Path, model: bytes) -> QuestionStudent:
    """The student in ``path``, fitted on the model file whose sha256 is ``model``; raises
    :class:`StudentFileError` naming the file when it is missing, damaged, of the wrong shape
    or fitted on another model."""
    name = path.name
    try:
        with np.load(path, allow_pickle=False) as data:
            depth = np.asarray(data["depth"])
            weight = np.asarray(data["weight"])
            bias = np.asarray(data["bias"])
            made_by = np.asarray(data["model"], dtype=np.uint8).tobytes()
    except FileNotFoundError as error:
        raise StudentFileError(f"the question encoder's file {name} is missing") from error
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile, zlib.error) as error:
        raise StudentFileError(f"the question encoder's file {name} cannot be read") from error
    if depth.shape != () or not 1 <= int(depth) < LAYERS:
        raise StudentFileError(
            f"the question encoder's file {name} gives {depth.tolist()} layers, "
            f"not a number from 1 to {LAYERS - 1}"
        )
    if weight.shape != (HIDDEN, HIDDEN) or bias.shape != (HIDDEN,):
        raise StudentFileError(
            f"the question encoder's file {name} holds a map of shape {weight.shape} and a bias "
            f"of shape {bias.shape}, not ({HIDDEN}, {HIDDEN}) and ({HIDDEN},)"
        )
    if not (np.isfinite(weight).all() and np.isfinite(bias).all()):
        raise StudentFileError(
            f"the question encoder's file {name} holds numbers that are not finite"
        )
    if model and made_by != model:
        raise StudentFileError(
            f"the question encoder's file {name} was fitted on another model file"
        )
    return QuestionStudent(int(depth), weight.astype(np.float32), bias.astype(np.float32))


def save_student(student: QuestionStudent, model: bytes, path: Path = STUDENT_FILE) -> None:
    """Write ``student`` (float16), stamped with the sha256 of the model file it was fitted on
    (``scripts/fit_question_student.py``)."""
    buffer = io.BytesIO()
    np.savez_compressed(
        buffer,
        depth=np.asarray(student.depth, dtype=np.int64),
        weight=student.weight.astype(np.float16),
        bias=student.bias.astype(np.float16),
        model=np.frombuffer(model, dtype=np.uint8),
    )
    path.write_bytes(buffer.getvalue())
