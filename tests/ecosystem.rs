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

/// A raw HTTP/1.1 exchange on a loopback address: the whole response, head and body.
fn http1(addr: std::net::SocketAddr, request: &[u8]) -> Vec<u8> {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    stream.write_all(request).unwrap();
    let mut out = Vec::new();
    stream.read_to_end(&mut out).unwrap();
    out
}

fn head_of(response: &[u8]) -> String {
    let end = response
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or(response.len());
    String::from_utf8_lossy(&response[..end]).to_ascii_lowercase()
}

#[tokio::test]
async fn grpc_web_is_served_on_the_grpc_port_over_http1() {
    let server = Server::start(&[]);
    server.ready().await;
    // An empty ListLawCodesRequest in one gRPC-Web data frame.
    let mut request = format!(
        "POST /tertius.v1.ArbiterService/ListLawCodes HTTP/1.1\r\nHost: {}\r\n\
         Content-Type: application/grpc-web+proto\r\nX-Grpc-Web: 1\r\n\
         Content-Length: 5\r\nConnection: close\r\n\r\n",
        server.addr
    )
    .into_bytes();
    request.extend_from_slice(&[0, 0, 0, 0, 0]);
    let response = http1(server.addr, &request);
    let head = head_of(&response);
    assert!(head.starts_with("http/1.1 200"), "{head}");
    assert!(
        head.contains("content-type: application/grpc-web+proto"),
        "{head}"
    );
    let body = &response[head.len() + 4..];
    // Chunked or not, the body holds a data frame with the codes and a trailer frame (flag
    // 0x80) saying grpc-status 0.
    let text = String::from_utf8_lossy(body);
    assert!(text.contains("london-1847"), "{text}");
    assert!(text.contains("grpc-status:0"), "{text}");

    // And as a gRPC-Web client sees it, where buf is installed (CI installs it).
    let buf = std::env::var("TERTIUS_TEST_BUF").unwrap_or_else(|_| "buf".to_owned());
    let Ok(out) = std::process::Command::new(&buf)
        .args([
            "curl",
            "--protocol",
            "grpcweb",
            "-d",
            r#"{"id": "philidor"}"#,
        ])
        .arg(format!(
            "{}/tertius.v1.ArbiterService/GetLawCode",
            server.url()
        ))
        .output()
    else {
        eprintln!("skipped the buf curl --protocol grpcweb check: no `{buf}`");
        return;
    };
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let answer: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(answer["lawCode"]["id"], "philidor", "{answer}");
}

fn preflight(addr: std::net::SocketAddr, origin: &str) -> String {
    let request = format!(
        "OPTIONS /tertius.v1.ArbiterService/Rule HTTP/1.1\r\nHost: {addr}\r\n\
         Origin: {origin}\r\nAccess-Control-Request-Method: POST\r\n\
         Access-Control-Request-Headers: content-type,x-grpc-web,authorization\r\n\
         Connection: close\r\n\r\n"
    );
    head_of(&http1(addr, request.as_bytes()))
}

#[tokio::test]
async fn cors_preflights_are_granted_only_to_the_configured_origins() {
    let server = Server::start(&[
        "--cors-origin",
        "https://arbiter.example.org",
        "--cors-origin",
        "http://localhost:8080",
    ]);
    server.ready().await;
    for allowed in ["https://arbiter.example.org", "http://localhost:8080"] {
        let head = preflight(server.addr, allowed);
        assert!(
            head.contains(&format!("access-control-allow-origin: {allowed}")),
            "{head}"
        );
        assert!(
            head.contains("access-control-allow-methods: post"),
            "{head}"
        );
        let headers = head
            .lines()
            .find_map(|l| l.strip_prefix("access-control-allow-headers: "))
            .unwrap_or_else(|| panic!("{head}"));
        for wanted in ["content-type", "x-grpc-web", "authorization"] {
            assert!(headers.contains(wanted), "{head}");
        }
    }
    let head = preflight(server.addr, "https://elsewhere.example.net");
    assert!(!head.contains("access-control-allow-origin"), "{head}");

    // None by default.
    let plain = Server::start(&[]);
    plain.ready().await;
    let head = preflight(plain.addr, "https://arbiter.example.org");
    assert!(!head.contains("access-control-allow-origin"), "{head}");
}

#[test]
fn an_origin_with_a_path_is_refused_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let out = common::run_cli(&[
        "serve",
        "--listen",
        "127.0.0.1:0",
        "--database-url",
        &format!("sqlite:{}", dir.path().join("t.db").display()),
        "--cors-origin",
        "https://arbiter.example.org/app",
    ]);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("`--cors-origin https://arbiter.example.org/app`"),
        "{stderr}"
    );
}
