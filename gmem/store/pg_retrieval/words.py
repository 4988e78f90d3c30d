"""Word vectors in PostgreSQL: one shared ``word_vectors`` table (a word's MiniLM vector is the same in every
namespace), filled when a recorded task brings a word it lacks, and read by a namespace's query side when a
query word must be mapped onto the learned ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from psycopg_pool import ConnectionPool

from gmem.embedding import Embedder, embed_all
from gmem.tiers.reading import WORD_PROMPT


def stored_word_vectors(
    pool: ConnectionPool[Any], embedder: Embedder, words: Sequence[str], *, progress: bool = False
) -> dict[str, np.ndarray]:
    """The vectors of ``words`` from the table, the missing ones embedded (each as ``WORD_PROMPT``) and stored."""
    with pool.connection() as conn:
        found: dict[str, np.ndarray] = {
            r["word"]: r["vector"]
            for r in conn.execute("SELECT word, vector FROM word_vectors WHERE word = ANY(%s)", (list(words),))
        }
        missing = [w for w in words if w not in found]
        if missing:
            vectors = embed_all(
                embedder, [WORD_PROMPT.format(w) for w in missing], progress=progress, desc="embedding new words"
            )
            found.update(zip(missing, vectors))
            with conn.cursor() as cursor:
                cursor.executemany(
                    "INSERT INTO word_vectors (word, vector) VALUES (%s, %s) ON CONFLICT DO NOTHING",
                    [(w, np.asarray(v, dtype=np.float32)) for w, v in zip(missing, vectors)],
                )
    return found
