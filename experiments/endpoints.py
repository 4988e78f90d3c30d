"""How the experiments talk to a model endpoint: its profile, and the clients built for it.

A hosted API answers many requests at once within seconds; llama-cpp-python's server on a laptop answers one
at a time, each taking up to minutes while others queue. A profile says which of the two to expect:

- ``default``: 60 s per call, 2 retries, 4 memory calls in flight, tool calls for actions.
- ``local``: 600 s per call, 1 retry, one call in flight, actions as plain text (``Action: go to fridge 1``),
  parsed by :mod:`experiments.alfworld.text_actions`. Chosen by ``--endpoint-profile local``, and always for
  ``--model local``.

Every agent call carries ``max_tokens`` (``--max-tokens``, 256 by default), and so does every memory call
(``OpenAICompatibleProvider``'s own limit), so no reply can fill the context.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from gmem.llm import LLMClient, LLMSettings, OpenAICompatibleProvider

ProfileName = Literal["default", "local"]
ActionFormat = Literal["tools", "text"]


class EndpointProfile(BaseModel):
    timeout: float  # seconds per call
    retries: int
    concurrency: int  # memory-side calls in flight
    action_format: ActionFormat


PROFILES: dict[str, EndpointProfile] = {
    "default": EndpointProfile(timeout=60.0, retries=2, concurrency=4, action_format="tools"),
    "local": EndpointProfile(timeout=600.0, retries=1, concurrency=1, action_format="text"),
}
#: Tokens an agent may write per turn unless told otherwise: a thought and one action fit easily.
AGENT_MAX_TOKENS = 256
#: Tokens a memory operation may write (a few lessons, or key steps of one run).
MEMORY_MAX_TOKENS = 512


def memory_client(
    *, model: str, base_url: str | None, api_key: str | None, profile: EndpointProfile, seed: int = 0
) -> LLMClient:
    """gmem's memory model at the endpoint, with the profile's timeout, retries and concurrency."""
    provider = OpenAICompatibleProvider(
        model=model,
        base_url=base_url,
        api_key=api_key or "none",
        max_tokens=MEMORY_MAX_TOKENS,
        extra_body={"seed": seed},
    )
    settings = LLMSettings(timeout=profile.timeout, retries=profile.retries, concurrency=profile.concurrency)
    return LLMClient(provider, settings, name=f"{model} at {base_url}")
