"""A Tertius client in Python: asks for a ruling, then reads a refusal's field violations.

The stubs come from the repository's own contract, generated with grpcio-tools:

    python -m grpc_tools.protoc -I proto --python_out=STUBS --grpc_python_out=STUBS \\
        proto/tertius/v1/arbiter.proto proto/tertius/v1/ledger.proto
    PYTHONPATH=STUBS python examples/python/client.py 127.0.0.1:50051

Needs the packages grpcio, grpcio-tools and grpcio-status (which brings google.rpc's
error_details_pb2, for the BadRequest an INVALID_ARGUMENT carries).
"""

import sys

import grpc
from google.rpc import error_details_pb2
from grpc_status import rpc_status

from tertius.v1 import arbiter_pb2, arbiter_pb2_grpc

# README's false move: 2. Bh3 played from f1 through White's own pawn, under the London code.
PGN = '[Code "london-1847"]\n1. e4 e5 2. {[%move f1h3]}'


def ask_for_a_ruling(arbiter):
    request = arbiter_pb2.RuleRequest(
        record=arbiter_pb2.GameRecord(game_id="python-1", pgn=PGN),
        dispute=arbiter_pb2.Dispute(
            kind=arbiter_pb2.DISPUTE_KIND_FALSE_MOVE,
            claimant=arbiter_pb2.COLOR_BLACK,
        ),
    )
    ruling = arbiter.Rule(request, timeout=10).ruling
    decision = arbiter_pb2.Decision.Name(ruling.decision)
    articles = ", ".join(c.article for c in ruling.citations)
    print(f"ruling {ruling.sequence}: {decision}, citing {articles}")
    for offer in ruling.remedies:
        print(f"  remedy {arbiter_pb2.Remedy.Name(offer.remedy)}")


def read_field_violations(arbiter):
    """A request without a law code id is refused; the refusal names the field."""
    try:
        arbiter.GetLawCode(arbiter_pb2.GetLawCodeRequest(id=""), timeout=10)
    except grpc.RpcError as error:
        status = rpc_status.from_call(error)
        if status is None:
            raise
        for detail in status.details:
            if detail.Is(error_details_pb2.BadRequest.DESCRIPTOR):
                bad_request = error_details_pb2.BadRequest()
                detail.Unpack(bad_request)
                for violation in bad_request.field_violations:
                    print(
                        f"{error.code().name}: field `{violation.field}`: "
                        f"{violation.description}"
                    )
        return
    raise SystemExit("an empty law code id was accepted")


def main():
    target = sys.argv[1] if len(sys.argv) > 1 else "127.0.0.1:50051"
    with grpc.insecure_channel(target) as channel:
        arbiter = arbiter_pb2_grpc.ArbiterServiceStub(channel)
        ask_for_a_ruling(arbiter)
        read_field_violations(arbiter)


if __name__ == "__main__":
    main()
