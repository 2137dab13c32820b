//! The real binary as the ecosystem's standard tools see it: reflection that describes every
//! error detail the server sends, and health for every service it serves.

mod common;

use std::collections::{BTreeSet, VecDeque};

use common::Server;
use prost::Message;
use tertius::grpc::pb;
use tonic_reflection::pb::v1::server_reflection_client::ServerReflectionClient;
use tonic_reflection::pb::v1::server_reflection_request::MessageRequest;
use tonic_reflection::pb::v1::server_reflection_response::MessageResponse;
use tonic_reflection::pb::v1::{ServerReflectionRequest, ServerReflectionResponse};

/// One reflection question, one answer.
async fn reflect(server: &Server, request: MessageRequest) -> MessageResponse {
    let mut client = ServerReflectionClient::new(server.channel().await);
    let request = ServerReflectionRequest {
        host: String::new(),
        message_request: Some(request),
    };
    let mut answers = client
        .server_reflection_info(tokio_stream::iter([request]))
        .await
        .unwrap()
        .into_inner();
    let answer: ServerReflectionResponse = answers.message().await.unwrap().unwrap();
    answer.message_response.unwrap()
}

/// The files reflection gives for `symbol`, with every file they import, fetched by name as
/// grpcurl does; panics naming whatever reflection cannot resolve.
async fn resolve(server: &Server, symbol: &str) -> Vec<prost_types::FileDescriptorProto> {
    let mut files = Vec::new();
    let mut seen = BTreeSet::new();
    let mut queue = VecDeque::from([MessageRequest::FileContainingSymbol(symbol.to_owned())]);
    while let Some(request) = queue.pop_front() {
        let asked = format!("{request:?}");
        let MessageResponse::FileDescriptorResponse(found) = reflect(server, request).await else {
            panic!("reflection does not resolve {asked}");
        };
        for bytes in found.file_descriptor_proto {
            let file = prost_types::FileDescriptorProto::decode(bytes.as_slice()).unwrap();
            if !seen.insert(file.name().to_owned()) {
                continue;
            }
            for dependency in &file.dependency {
                if !seen.contains(dependency) {
                    queue.push_back(MessageRequest::FileByFilename(dependency.clone()));
                }
            }
            files.push(file);
        }
    }
    files
}

#[tokio::test]
async fn every_error_detail_the_server_sends_is_described_by_reflection() {
    let server = Server::start(&[]);
    server.ready().await;
    let status = server
        .client()
        .await
        .get_law_code(pb::GetLawCodeRequest { id: String::new() })
        .await
        .unwrap_err();
    assert_eq!(status.code(), tonic::Code::InvalidArgument);
    let details = tonic_types::pb::Status::decode(status.details()).unwrap();
    assert!(!details.details.is_empty(), "no details in {status:?}");
    for detail in &details.details {
        // A client resolves `type.googleapis.com/NAME` by asking reflection for NAME.
        let name = detail.type_url.rsplit('/').next().unwrap();
        let files = resolve(&server, name).await;
        let (package, message) = name.rsplit_once('.').unwrap();
        assert!(
            files
                .iter()
                .any(|f| f.package() == package
                    && f.message_type.iter().any(|m| m.name() == message)),
            "reflection's files for {name} do not define it"
        );
    }
    // The envelope itself, for tools that decode `grpc-status-details-bin` as a whole.
    let files = resolve(&server, "google.rpc.Status").await;
    assert!(
        files
            .iter()
            .any(|f| f.name() == "google/protobuf/any.proto"),
        "google.rpc.Status's import of Any is not served"
    );
    // ErrorInfo and the rest of error_details.proto come with the same file.
    resolve(&server, "google.rpc.ErrorInfo").await;
}

#[tokio::test]
async fn every_served_service_has_a_health_status_that_turns_on_drain() {
    use tonic_health::pb::HealthCheckRequest;
    use tonic_health::pb::health_check_response::ServingStatus;
    use tonic_health::pb::health_client::HealthClient;

    // A short drain, so the watches held open below do not keep the server for long.
    let mut server = Server::start(&["--drain-timeout", "2"]);
    server.ready().await;
    let MessageResponse::ListServicesResponse(list) =
        reflect(&server, MessageRequest::ListServices(String::new())).await
    else {
        panic!("reflection did not list the services");
    };
    let mut names: Vec<String> = list.service.into_iter().map(|s| s.name).collect();
    assert!(
        names.iter().any(|n| n == "tertius.v1.LedgerService"),
        "{names:?}"
    );
    names.push(String::new());
    let mut watches = Vec::new();
    for name in &names {
        let mut health = HealthClient::new(server.channel().await);
        let mut watch = health
            .watch(HealthCheckRequest {
                service: name.clone(),
            })
            .await
            .unwrap_or_else(|e| panic!("no health status for `{name}`: {e}"))
            .into_inner();
        let first = watch.message().await.unwrap().unwrap().status;
        assert_eq!(first, ServingStatus::Serving as i32, "`{name}`");
        watches.push((name, watch));
    }
    server.terminate();
    for (name, watch) in &mut watches {
        let next = watch.message().await.unwrap().map(|m| m.status);
        assert_eq!(
            next,
            Some(ServingStatus::NotServing as i32),
            "`{name}` did not turn NOT_SERVING on drain"
        );
    }
    drop(watches);
    let status = server.wait_exit(std::time::Duration::from_secs(15)).await;
    assert!(status.success(), "{status:?}");
}
