//! End to end: the real binary, driven through the generated tonic client.

mod common;

use std::time::Duration;

use common::Server;
use tertius::grpc::pb::{GetLawCodeRequest, ListLawCodesRequest};
use tonic::Code;
use tonic_types::StatusExt;

#[tokio::test]
async fn health_turns_serving_once_the_database_is_migrated() {
    let server = Server::start(&[]);
    server.ready().await;
    assert!(
        server.dir.path().join("test.db").exists(),
        "the SQLite file was not created"
    );
}

#[tokio::test]
async fn list_law_codes_returns_the_five_codes_with_summaries() {
    let server = Server::start(&[]);
    server.ready().await;
    let codes = server
        .client()
        .await
        .list_law_codes(ListLawCodesRequest {})
        .await
        .unwrap()
        .into_inner()
        .law_codes;
    let ids: Vec<_> = codes.iter().map(|c| c.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "acknowledged-laws",
            "boys-own-1829",
            "london-1847",
            "philidor",
            "twenty-laws"
        ]
    );
    for code in &codes {
        assert!(code.summary.len() > 100, "{}: summary too short", code.id);
        assert!(
            code.articles.is_empty(),
            "{}: list must not carry articles",
            code.id
        );
        assert!(code.article_count > 0);
        assert_eq!(code.digest.len(), 64);
    }
}

#[tokio::test]
async fn get_law_code_returns_every_article_verbatim() {
    let server = Server::start(&[]);
    server.ready().await;
    let code = server
        .client()
        .await
        .get_law_code(GetLawCodeRequest {
            id: "boys-own-1829".into(),
        })
        .await
        .unwrap()
        .into_inner()
        .law_code
        .unwrap();
    assert_eq!(code.articles.len(), 11);
    assert_eq!(code.article_count, 11);
    let stalemate = code.articles.iter().find(|a| a.number == "11").unwrap();
    assert!(stalemate.text.contains("stale"), "{}", stalemate.text);
}

#[tokio::test]
async fn an_unknown_code_is_not_found_and_lists_the_known_ids() {
    let server = Server::start(&[]);
    server.ready().await;
    let status = server
        .client()
        .await
        .get_law_code(GetLawCodeRequest {
            id: "fide-2023".into(),
        })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::NotFound);
    for id in [
        "twenty-laws",
        "boys-own-1829",
        "philidor",
        "acknowledged-laws",
        "london-1847",
    ] {
        assert!(status.message().contains(id), "{}", status.message());
    }
}

#[tokio::test]
async fn an_empty_code_id_is_invalid_argument_naming_the_field() {
    let server = Server::start(&[]);
    server.ready().await;
    let status = server
        .client()
        .await
        .get_law_code(GetLawCodeRequest { id: String::new() })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    let bad = status
        .get_details_bad_request()
        .expect("BadRequest details");
    assert_eq!(bad.field_violations[0].field, "id");
}

#[tokio::test]
async fn sigterm_with_nothing_in_flight_exits_zero_promptly() {
    let mut server = Server::start(&[]);
    server.ready().await;
    server.terminate();
    let status = server.wait_exit(Duration::from_secs(10)).await;
    assert!(status.success(), "{status:?}");
}

/// A call whose request is still arriving when SIGTERM comes must be allowed to finish, and the
/// process must then exit 0. The request body is sent in two halves over raw HTTP/2 so the call
/// is certainly in flight when the signal lands.
#[tokio::test]
async fn sigterm_during_a_call_lets_it_finish_then_exits_zero() {
    use prost::Message;
    use tertius::grpc::pb::GetLawCodeResponse;

    let mut server = Server::start(&[]);
    server.ready().await;

    let tcp = tokio::net::TcpStream::connect(server.addr).await.unwrap();
    let (client, connection) = h2::client::handshake(tcp).await.unwrap();
    tokio::spawn(connection);
    let mut client = client.ready().await.unwrap();
    let request = http::Request::builder()
        .method("POST")
        .uri(format!(
            "{}/tertius.v1.ArbiterService/GetLawCode",
            server.url()
        ))
        .header("content-type", "application/grpc")
        .header("te", "trailers")
        .body(())
        .unwrap();
    let (response, mut body) = client.send_request(request, false).unwrap();

    let message = GetLawCodeRequest {
        id: "philidor".into(),
    }
    .encode_to_vec();
    let mut frame = vec![0u8];
    frame.extend_from_slice(&u32::try_from(message.len()).unwrap().to_be_bytes());
    frame.extend_from_slice(&message);
    body.send_data(bytes::Bytes::copy_from_slice(&frame[..3]), false)
        .unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;

    server.terminate();
    tokio::time::sleep(Duration::from_millis(300)).await;
    body.send_data(bytes::Bytes::copy_from_slice(&frame[3..]), true)
        .unwrap();

    let response = response.await.unwrap();
    assert_eq!(response.status(), 200);
    let mut received = response.into_body();
    let mut data = Vec::new();
    while let Some(chunk) = received.data().await {
        let chunk = chunk.unwrap();
        let _ = received.flow_control().release_capacity(chunk.len());
        data.extend_from_slice(&chunk);
    }
    let trailers = received.trailers().await.unwrap().unwrap_or_default();
    assert_eq!(
        trailers.get("grpc-status").map(|v| v.to_str().unwrap()),
        Some("0")
    );
    let reply = GetLawCodeResponse::decode(&data[5..]).unwrap();
    assert_eq!(reply.law_code.unwrap().id, "philidor");

    let status = server.wait_exit(Duration::from_secs(15)).await;
    assert!(status.success(), "{status:?}");
}

/// `postgres://` URLs work too: the server migrates a fresh PostgreSQL database and turns ready.
#[tokio::test]
async fn serves_with_postgres_when_given_a_postgres_url() {
    let Some(db) = common::FreshPostgres::create("serve").await else {
        return;
    };
    let url = db.url.clone();
    {
        let mut server = Server::start_with(tempfile::tempdir().unwrap(), &url, &[]);
        server.ready().await;
        let codes = server
            .client()
            .await
            .list_law_codes(ListLawCodesRequest {})
            .await
            .unwrap()
            .into_inner()
            .law_codes;
        assert_eq!(codes.len(), 5);
        server.terminate();
        assert!(server.wait_exit(Duration::from_secs(10)).await.success());
    }
    db.drop_database().await;
}
