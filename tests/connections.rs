//! What a client sees of connections: they are aged out gracefully (GOAWAY, in-flight calls
//! finish) so clients rebalance, and the listener speaks TLS and mutual TLS when configured.

mod common;

use std::time::{Duration, Instant};

use common::Server;
use rcgen::{BasicConstraints, CertificateParams, CertifiedIssuer, IsCa, KeyPair};
use tertius::grpc::pb;
use tertius::grpc::pb::arbiter_service_client::ArbiterServiceClient;
use tonic::Code;
use tonic::transport::{Certificate, Channel, ClientTlsConfig, Identity};

fn mate_in_one() -> pb::ConfirmMateRequest {
    pb::ConfirmMateRequest {
        record: Some(pb::GameRecord::from_fen(
            "connections",
            "london-1847",
            "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        )),
        moves: 1,
        max_nodes: 0,
    }
}

#[tokio::test]
async fn an_old_connection_is_sent_away_gracefully() {
    let server = Server::start(&["--max-connection-age", "1"]);
    server.ready().await;

    // A raw HTTP/2 connection with nothing in flight is closed by the server's GOAWAY within
    // the age (jittered down by at most a tenth), not before.
    let tcp = tokio::net::TcpStream::connect(server.addr).await.unwrap();
    let (_send, connection) = h2::client::handshake(tcp).await.unwrap();
    let opened = Instant::now();
    let closed = tokio::time::timeout(Duration::from_secs(5), connection)
        .await
        .expect("the server never closed the connection");
    let lived = opened.elapsed();
    assert!(closed.is_ok(), "closed with an error: {closed:?}");
    assert!(
        lived >= Duration::from_millis(850) && lived < Duration::from_millis(2500),
        "the connection lived {lived:?}"
    );

    // A call in flight when the age passes is finished, not cut: a search with a two-second
    // deadline ends with the server's own DEADLINE_EXCEEDED, not a transport error.
    let mut client = server.client().await;
    let mut request = tonic::Request::new(pb::ConfirmMateRequest {
        record: Some(pb::GameRecord::from_fen(
            "long",
            "london-1847",
            "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8",
        )),
        moves: 12,
        max_nodes: 0,
    });
    request
        .metadata_mut()
        .insert("grpc-timeout", "2S".parse().unwrap());
    let status = client.confirm_mate(request).await.unwrap_err();
    assert_eq!(status.code(), Code::DeadlineExceeded, "{status:?}");
    assert!(status.message().contains("no mate within"), "{status:?}");

    // The client reconnects by itself.
    let answer = client.confirm_mate(mate_in_one()).await.unwrap();
    assert_eq!(answer.into_inner().verdict, pb::MateVerdict::Mate as i32);
}

struct Pki {
    dir: tempfile::TempDir,
    ca_pem: String,
}

impl Pki {
    fn new() -> (Pki, CertifiedIssuer<'static, KeyPair>) {
        let mut params = CertificateParams::new(Vec::<String>::new()).unwrap();
        params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
        let ca = CertifiedIssuer::self_signed(params, KeyPair::generate().unwrap()).unwrap();
        let pki = Pki {
            dir: tempfile::tempdir().unwrap(),
            ca_pem: ca.pem(),
        };
        (pki, ca)
    }

    /// A certificate for `name` signed by `ca`: (certificate PEM, key PEM).
    fn leaf(ca: &CertifiedIssuer<'static, KeyPair>, name: &str) -> (String, String) {
        let key = KeyPair::generate().unwrap();
        let cert = CertificateParams::new(vec![name.to_owned()])
            .unwrap()
            .signed_by(&key, ca)
            .unwrap();
        (cert.pem(), key.serialize_pem())
    }

    fn write(&self, name: &str, pem: &str) -> String {
        let path = self.dir.path().join(name);
        std::fs::write(&path, pem).unwrap();
        path.display().to_string()
    }
}

async fn tls_channel(
    server: &Server,
    ca_pem: &str,
    identity: Option<(&str, &str)>,
) -> Result<Channel, tonic::transport::Error> {
    let mut tls = ClientTlsConfig::new()
        .ca_certificate(Certificate::from_pem(ca_pem))
        .domain_name("localhost");
    if let Some((cert, key)) = identity {
        tls = tls.identity(Identity::from_pem(cert, key));
    }
    Channel::from_shared(format!("https://{}", server.addr))
        .unwrap()
        .tls_config(tls)?
        .connect()
        .await
}

async fn tls_client(
    server: &Server,
    ca_pem: &str,
    identity: Option<(&str, &str)>,
) -> Result<ArbiterServiceClient<Channel>, tonic::transport::Error> {
    Ok(ArbiterServiceClient::new(
        tls_channel(server, ca_pem, identity).await?,
    ))
}

/// Waits until readiness says SERVING, asked over TLS.
async fn ready_over_tls(server: &Server, ca_pem: &str, identity: Option<(&str, &str)>) {
    use tonic_health::pb::HealthCheckRequest;
    use tonic_health::pb::health_check_response::ServingStatus;
    let channel = tls_channel(server, ca_pem, identity).await.unwrap();
    let mut health = tonic_health::pb::health_client::HealthClient::new(channel);
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let status = health
            .check(HealthCheckRequest {
                service: tertius::grpc::READINESS_SERVICE.to_owned(),
            })
            .await
            .map(|r| r.into_inner().status);
        if matches!(status, Ok(s) if s == ServingStatus::Serving as i32) {
            return;
        }
        assert!(Instant::now() < deadline, "never ready: {status:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn tls_serves_clients_that_trust_the_certificate() {
    let (pki, ca) = Pki::new();
    let (cert, key) = Pki::leaf(&ca, "localhost");
    let (cert, key) = (
        pki.write("server.pem", &cert),
        pki.write("server.key", &key),
    );
    let server = Server::start(&["--tls-cert", &cert, "--tls-key", &key]);
    ready_over_tls(&server, &pki.ca_pem, None).await;

    let mut client = tls_client(&server, &pki.ca_pem, None).await.unwrap();
    let answer = client.confirm_mate(mate_in_one()).await.unwrap();
    assert_eq!(answer.into_inner().verdict, pb::MateVerdict::Mate as i32);

    // Plaintext gets nowhere.
    let plain = Channel::from_shared(server.url()).unwrap().connect().await;
    if let Ok(channel) = plain {
        let status = ArbiterServiceClient::new(channel)
            .confirm_mate(mate_in_one())
            .await
            .unwrap_err();
        assert_ne!(status.code(), Code::Ok);
    }
}

#[tokio::test]
async fn mutual_tls_refuses_clients_without_a_certificate_from_the_client_ca() {
    let (pki, ca) = Pki::new();
    let (server_cert, server_key) = Pki::leaf(&ca, "localhost");
    let (client_cert, client_key) = Pki::leaf(&ca, "club-7");
    let (other, other_ca) = Pki::new();
    let (stranger_cert, stranger_key) = Pki::leaf(&other_ca, "stranger");
    let ca_path = pki.write("ca.pem", &pki.ca_pem);
    let cert = pki.write("server.pem", &server_cert);
    let key = pki.write("server.key", &server_key);
    let server = Server::start(&[
        "--tls-cert",
        &cert,
        "--tls-key",
        &key,
        "--tls-client-ca",
        &ca_path,
    ]);
    ready_over_tls(&server, &pki.ca_pem, Some((&client_cert, &client_key))).await;

    let mut client = tls_client(&server, &pki.ca_pem, Some((&client_cert, &client_key)))
        .await
        .unwrap();
    let answer = client.confirm_mate(mate_in_one()).await.unwrap();
    assert_eq!(answer.into_inner().verdict, pb::MateVerdict::Mate as i32);

    for identity in [None, Some((stranger_cert.as_str(), stranger_key.as_str()))] {
        let refused = match tls_client(&server, &pki.ca_pem, identity).await {
            Err(_) => true,
            Ok(mut client) => client.confirm_mate(mate_in_one()).await.is_err(),
        };
        assert!(refused, "a client without a trusted certificate was served");
    }
    drop(other);
}
